import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { LiveRefresh } from '@/components/live/live-refresh';
import { CreateTrackingButton } from '@/components/tracking/create-tracking-button';
import { LinkKindTabs } from '@/components/tracking/link-kind-tabs';
import { ListSpinner } from '@/components/tracking/list-spinner';
import { PhoneList } from '@/components/tracking/phone-list';
import { QrList } from '@/components/tracking/qr-list';
import { ChartCard, ResponseChart } from '@/components/tracking/response-chart';
import { SortButtons } from '@/components/tracking/sort-buttons';
import { StatCards } from '@/components/tracking/stat-cards';
import { parseTrackingQuery, trackingHref, type RawSearchParams } from '@/components/tracking/tracking-params';
import { TrackingStats } from '@/components/tracking/tracking-stats';
import { TrackingTabs } from '@/components/tracking/tracking-tabs';
import { UrlSearchBox } from '@/components/tracking/url-search-box';
import { PageHeader } from '@/components/ui/page-header';
import { requireUser } from '@/lib/auth/current-user';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { isProUser } from '@/lib/plans/is-pro';
import { listPlanOptions } from '@/lib/plans/plan-options';
import { countTrackingLinks } from '@/lib/tracking/count-tracking-links';
import { FREE_TRACKING_URL_CAP } from '@/lib/tracking/create-tracking-url';
import { nextSort } from '@/lib/tracking/tracking-sort';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number';

export const metadata: Metadata = { title: 'Engagement Tracking' };

// Live on every change to the user's orders (postcards sent), tracking URLs and phone numbers.
const LIVE_TABLES = ['orders_table', 'tracking_urls', 'phone_numbers'];

export default async function TrackingPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const user = await requireUser();
  const raw = await searchParams;
  const [isPro, plans, counts] = await Promise.all([
    isProUser(getDb(), user.id),
    listPlanOptions(),
    countTrackingLinks(user.id),
  ]);
  const parsed = parseTrackingQuery(raw);
  // Without a choice in the address, the QR tab opens on the list that has links (issue 28).
  const query =
    raw.links === undefined && counts.own === 0 && counts.postcards > 0
      ? { ...parsed, links: 'postcards' as const }
      : parsed;
  const sortHrefs = {
    date: trackingHref(query, { sort: nextSort(query.sort, 'date'), page: 1 }),
    views: trackingHref(query, { sort: nextSort(query.sort, 'views'), page: 1 }),
  };

  return (
    <>
      <PageHeader
        title="Engagement Tracking"
        description="Put a unique QR code or phone number on your postcards to measure how people respond: every scan and every call is counted."
        actions={
          <CreateTrackingButton
            tab={query.tab}
            isPro={isPro}
            qrLimitReached={!isPro && counts.own >= FREE_TRACKING_URL_CAP}
            plans={plans}
          />
        }
      />
      <Suspense fallback={<StatCards stats={null} />}>
        <TrackingStats userId={user.id} />
      </Suspense>

      <TrackingTabs query={query} isPro={isPro} />
      <div className="mt-4">
        {query.tab === 'qr' ? (
          <>
            <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <LinkKindTabs query={query} counts={counts} />
                <UrlSearchBox initial={query.q} />
              </div>
              <SortButtons sort={query.sort} hrefs={sortHrefs} />
            </div>
            <Suspense fallback={<ListSpinner label="Loading tracking URLs" />}>
              <QrList userId={user.id} query={query} counts={counts} />
            </Suspense>
          </>
        ) : (
          <>
            {(!isPro || env().modes.telephony === 'sandbox') && (
              <div className="mb-4 flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
                <p className="text-slate-600">{isPro ? '' : PHONE_MESSAGES.proRequired}</p>
                {env().modes.telephony === 'sandbox' && (
                  <Link href="/sandbox/telephony" className="font-semibold text-brand-700 hover:underline">
                    Simulate a call (sandbox)
                  </Link>
                )}
              </div>
            )}
            <Suspense fallback={<ListSpinner label="Loading phone numbers" />}>
              <PhoneList userId={user.id} />
            </Suspense>
          </>
        )}
      </div>

      <div className="mt-8">
        <Suspense
          fallback={
            <ChartCard>
              <ListSpinner label="Loading responses" />
            </ChartCard>
          }
        >
          <ResponseChart userId={user.id} subject={query.chart} />
        </Suspense>
      </div>
      <LiveRefresh tables={LIVE_TABLES} />
    </>
  );
}
