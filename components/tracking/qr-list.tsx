import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PageLinks } from '@/components/ui/page-links';
import { TypedPageNotice } from '@/components/ui/typed-page-notice';
import { env } from '@/lib/env';
import { logError } from '@/lib/errors';
import { pageCursorParams } from '@/lib/db/keyset-page';
import { listTrackingUrls, TRACKING_PAGE_SIZE } from '@/lib/tracking/list-tracking-urls';
import { shortLink } from '@/lib/tracking/short-link';
import { TRACKING_URL_MESSAGES } from '@/lib/validation/tracking-url';
import { QrTable } from './qr-table';
import { trackingHref, type TrackingQuery } from './tracking-params';
import type { TrackingUrlView } from './types';

/** The QR tab's list for the page's search, sort and page; its own error panel when it fails. */
export async function QrList({ userId, query }: { userId: string; query: TrackingQuery }) {
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
      />
    ) : (
      <EmptyState title="No tracking URLs" description="Get started by creating a new QR code." />
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
