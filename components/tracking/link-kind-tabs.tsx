import Link from 'next/link';
import type { LinkKind } from '@/lib/tracking/list-tracking-urls';
import { trackingHref, type TrackingQuery } from './tracking-params';

const KINDS: { links: LinkKind; label: string; title: string }[] = [
  { links: 'own', label: 'Your links', title: 'Tracking URLs you created' },
  {
    links: 'postcards',
    label: 'Postcard links',
    title: 'The QR code printed on each postcard of a campaign with a Response URL',
  },
];

/**
 * Which links the QR table lists: the user's own, or one per postcard their campaigns mailed,
 * each with how many there are.
 */
export function LinkKindTabs({ query, counts }: { query: TrackingQuery; counts: Record<LinkKind, number> }) {
  return (
    <nav aria-label="Which links" className="flex shrink-0 items-center gap-1 rounded-lg bg-slate-100 p-1">
      {KINDS.map(({ links, label, title }) => {
        const active = query.links === links;
        return (
          <Link
            key={links}
            href={trackingHref(query, { links, q: '', page: 1 })}
            scroll={false}
            title={title}
            aria-current={active ? 'page' : undefined}
            className={`whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
              active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {label}{' '}
            <span
              className={`ml-1 rounded-full px-1.5 py-0.5 text-xs tabular-nums ${active ? 'bg-slate-100' : 'bg-slate-200/70'}`}
            >
              {counts[links].toLocaleString('en-US')}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
