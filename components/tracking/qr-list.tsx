import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PageLinks } from '@/components/ui/page-links';
import { TypedPageNotice } from '@/components/ui/typed-page-notice';
import { env } from '@/lib/env';
import { logError } from '@/lib/errors';
import { pageCursorParams } from '@/lib/db/keyset-page';
import { listTrackingUrls, TRACKING_PAGE_SIZE, type LinkKind } from '@/lib/tracking/list-tracking-urls';
import type { TrackingLinkCounts } from '@/lib/tracking/count-tracking-links';
import { shortLink } from '@/lib/tracking/short-link';
import { TRACKING_URL_MESSAGES } from '@/lib/validation/tracking-url';
import { QrTable } from './qr-table';
import { trackingHref, type TrackingQuery } from './tracking-params';
import type { TrackingUrlView } from './types';

/** The QR tab's list for the page's search, sort and page; its own error panel when it fails. */
export async function QrList({
  userId,
  query,
  counts = { own: 0, postcards: 0 },
}: {
  userId: string;
  query: TrackingQuery;
  /** How many links each list has: an empty list says where the others are. */
  counts?: TrackingLinkCounts;
}) {
  let result: Awaited<ReturnType<typeof listTrackingUrls>>;
  try {
    result = await listTrackingUrls(userId, {
      search: query.q,
      sort: query.sort,
      links: query.links,
      page: query.page,
      ...query.cursor,
    });
  } catch (error) {
    logError('list tracking urls', error);
    return <ErrorBox title="Error" message={TRACKING_URL_MESSAGES.loadFailed} />;
  }

  const { rows, total, page } = result;
  const search = query.q.trim();
  if (total === 0) {
    return search ? (
      <EmptyState title="No matching tracking URLs" description={`No target URL or id contains “${search}”.`}>
        <Link
          href={trackingHref(query, { q: '', page: 1 })}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Clear search
        </Link>
      </EmptyState>
    ) : query.links === 'postcards' ? (
      <EmptyState
        title="No postcard links"
        description="Give a campaign a Response URL and each postcard it mails gets a QR code of its own, listed here. Its responses are on the campaign's Results."
      >
        {counts.own > 0 && <ElsewhereNote query={query} links="own" count={counts.own} />}
      </EmptyState>
    ) : (
      <EmptyState title="No tracking URLs" description="Get started by creating a new QR code.">
        {counts.postcards > 0 && <ElsewhereNote query={query} links="postcards" count={counts.postcards} />}
      </EmptyState>
    );
  }

  const appUrl = env().APP_URL;
  const views: TrackingUrlView[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    targetUrl: row.targetUrl,
    shortUrl: shortLink(appUrl, row.id),
    createdAt: row.createdAt.toISOString(),
    lastAccessed: row.lastAccessed?.toISOString() ?? null,
    accessCount: row.accessCount,
  }));
  const pageCount = Math.ceil(total / TRACKING_PAGE_SIZE);
  const from = (page - 1) * TRACKING_PAGE_SIZE + 1;
  // From this page's first or last row: a deep page never reads the pages before it.
  const pageHref = (n: number) => {
    const { after, before, skip } = pageCursorParams(n, result, { page: query.page, ...query.cursor });
    return trackingHref(query, { page: n, cursor: { after, before, skip: Number(skip) || 0 } });
  };

  return (
    <>
      <TypedPageNotice cut={result.typedPageCut} className="mb-3" />
      <QrTable rows={views} sort={query.sort} />
      {pageCount > 1 && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
          <p>
            {views.length > 0 &&
              `Showing ${from.toLocaleString('en-US')}–${(from + views.length - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`}
          </p>
          <PageLinks page={page} pageCount={pageCount} href={pageHref} label="Tracking URL pages" scroll={false} />
        </div>
      )}
    </>
  );
}

/**
 * Under an empty list, where the links the stat cards count are: the other list (issue 28: an
 * empty list never sits under figures that count something else without saying so).
 */
function ElsewhereNote({ query, links, count }: { query: TrackingQuery; links: LinkKind; count: number }) {
  const what =
    links === 'postcards'
      ? `${count.toLocaleString('en-US')} postcard ${count === 1 ? 'link' : 'links'}`
      : `${count.toLocaleString('en-US')} ${count === 1 ? 'tracking URL' : 'tracking URLs'} of your own`;
  return (
    <p className="mx-auto max-w-md text-sm text-slate-700">
      The QR Code Scans above include the scans of your {what}:{' '}
      <Link
        href={trackingHref(query, { links, q: '', page: 1 })}
        className="font-semibold text-brand-700 hover:underline"
      >
        {links === 'postcards' ? 'see Postcard links' : 'see Your links'}
      </Link>
      .
    </p>
  );
}
