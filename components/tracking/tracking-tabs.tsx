import Link from 'next/link';
import { PhoneIcon, QrIcon } from './icons';
import { trackingHref, type TrackingQuery, type TrackingTab } from './tracking-params';

const TABS: { tab: TrackingTab; label: string }[] = [
  { tab: 'qr', label: 'QR' },
  { tab: 'phone', label: 'Phone' },
];

/** The QR and Phone tabs, as links (?tab=qr|phone); Phone carries a Pro badge for non-Pro users. */
export function TrackingTabs({ query, isPro }: { query: TrackingQuery; isPro: boolean }) {
  return (
    <nav aria-label="Tracking type" className="flex gap-6 border-b border-slate-200">
      {TABS.map(({ tab, label }) => {
        const active = query.tab === tab;
        return (
          <Link
            key={tab}
            href={trackingHref(query, { tab, page: 1 })}
            scroll={false}
            aria-current={active ? 'page' : undefined}
            className={`-mb-px inline-flex items-center gap-2 border-b-2 px-1 pb-3 pt-1 text-sm font-semibold ${
              active
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {tab === 'qr' ? <QrIcon /> : <PhoneIcon />}
            {label}
            {tab === 'phone' && !isPro && (
              <span className="rounded-full bg-violet-100 px-2 py-0.5 text-[11px] font-semibold text-violet-800">
                Pro
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
