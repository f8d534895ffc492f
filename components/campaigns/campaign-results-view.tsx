import { ChartBars, ChartLegend } from '@/components/tracking/chart-bars';
import { TrackingTime } from '@/components/tracking/tracking-time';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageLinks } from '@/components/ui/page-links';
import { buttonStyles } from '@/components/ui/styles';
import { formatRate, householdsLine } from '@/lib/campaigns/campaign-figures';
import type { CampaignResultsPage } from '@/lib/campaigns/load-campaign-results-page';
import { pageCursorParams, type PageRequest } from '@/lib/db/keyset-page';
import { formatCents } from '@/lib/money/cents';
import { CampaignListButtons } from '@/components/contacts/campaign-list-buttons';
import { FollowUpButtons } from './follow-up-buttons';
import { FollowUpStepsResults } from './follow-up-steps-results';
import { ResultsActions } from './results-actions';

const count = (n: number) => n.toLocaleString('en-US');
const MIN_CHART_DAYS = 7;

/** The results of one campaign (beyond the spec: docs/decisions/023-campaign-results.md). */
export function CampaignResultsView({ results, request }: { results: CampaignResultsPage; request: PageRequest }) {
  const { campaign, figures, timeline, responders, firstCard, steps } = results;
  // Rates count people, not cards (issue 34): follow-ups mail the same households again.
  const cards: Array<[string, string, string?]> = [
    [
      'Postcards Sent',
      count(figures.sent),
      campaign.type === 'neighbor'
        ? 'each neighbor counts'
        : `to ${count(figures.households)} household${figures.households === 1 ? '' : 's'}`,
    ],
    ['Responders', count(figures.respondingHouseholds), 'households that scanned a card’s QR code'],
    [
      'Response Rate',
      formatRate(figures.responseRate),
      householdsLine(figures.respondingHouseholds, figures.households),
    ],
    ['QR Code Scans', count(figures.scans)],
    [
      'Phone Calls',
      count(figures.calls),
      campaign.trackingPhoneId ? 'to the campaign’s number' : 'no tracking number set',
    ],
    ['Spent', formatCents(figures.spentCents), 'charges less refunds'],
    [
      'Cost per Response',
      figures.costPerResponseCents === null ? '—' : formatCents(figures.costPerResponseCents),
      'spent per responding household',
    ],
  ];
  const pageHref = (n: number) => {
    const query = new URLSearchParams(pageCursorParams(n, responders, request)).toString();
    return `/campaigns/${campaign.id}${query ? `?${query}` : ''}`;
  };
  return (
    <>
      <PageHeader
        title={campaign.name}
        description={
          campaign.responseUrl
            ? `Every postcard carries a QR code of its own leading to ${campaign.responseUrl}: a scan tells who responded.`
            : 'This campaign has no response URL, so its postcards carry no QR code of their own. Add one with Edit on the campaigns page.'
        }
      />
      <section aria-label="Campaign results" className="mb-6 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {cards.map(([label, value, hint]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
            <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
            <p className="text-xl font-bold tabular-nums text-slate-900 sm:text-2xl" data-figure={label}>
              {value}
            </p>
            {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
          </div>
        ))}
      </section>

      {/* After the figures: the first screen says what the campaign did before offering what to do next. */}
      <ResultsActions>
        <FollowUpButtons campaignId={campaign.id} campaignName={campaign.name} />
        <CampaignListButtons campaignId={campaign.id} campaignName={campaign.name} />
      </ResultsActions>

      <FollowUpStepsResults campaign={campaign} firstCard={firstCard} steps={steps} />

      <section
        aria-labelledby="timeline-heading"
        className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="timeline-heading" className="text-base font-semibold text-slate-900">
            Day by day
          </h2>
          {timeline.length >= MIN_CHART_DAYS && <ChartLegend days={timeline} series={['scans', 'calls']} />}
        </div>
        {timeline.length === 0 ? (
          <p className="text-sm text-slate-600">
            Nothing sent yet: the timeline starts with the campaign’s first order.
          </p>
        ) : (
          <>
            {/* A chart of a few days is a few wide blocks: the table says it better. */}
            {timeline.length >= MIN_CHART_DAYS && (
              <ChartBars
                days={timeline}
                series={['scans', 'calls']}
                emptyText="No scans or calls yet."
                caption="Scans and calls per day since the first order"
              />
            )}
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Postcards completed, scans and calls per day, newest first</caption>
              <thead className="text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Day
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                    Postcards completed
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                    QR scans
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    Calls
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {timeline
                  .filter((d) => d.postcards + d.scans + d.calls > 0)
                  .reverse()
                  .map((d) => (
                    <tr key={d.date}>
                      <th scope="row" className="py-1.5 pr-3 font-normal text-slate-700">
                        {new Date(`${d.date}T00:00:00Z`).toLocaleDateString('en-US', {
                          month: 'short',
                          day: 'numeric',
                          year: 'numeric',
                          timeZone: 'UTC',
                        })}
                      </th>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{count(d.postcards)}</td>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{count(d.scans)}</td>
                      <td className="py-1.5 text-right tabular-nums">{count(d.calls)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section
        aria-labelledby="responders-heading"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="responders-heading" className="text-base font-semibold text-slate-900">
            Responders
          </h2>
          {figures.responders > 0 && (
            <a href={`/campaigns/${campaign.id}/responders.csv`} className={buttonStyles.secondary} download>
              Export CSV
            </a>
          )}
        </div>
        {responders.rows.length === 0 ? (
          <EmptyState
            title="No responders yet"
            description={
              campaign.responseUrl
                ? 'When a recipient scans the QR code on their postcard, they appear here.'
                : 'Give the campaign a response URL: its postcards then carry a QR code of their own.'
            }
          />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Name
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                    Address
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    First response
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Scans
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Calls
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {responders.rows.map((r) => (
                  <tr key={r.linkId}>
                    <td className="py-2 pr-3 font-medium text-slate-900">
                      {r.name}
                      {/* On a phone the address goes under the name instead of a column of its own. */}
                      <span className="block text-xs font-normal text-slate-600 sm:hidden">{r.address}</span>
                    </td>
                    <td className="hidden py-2 pr-3 text-slate-700 sm:table-cell">{r.address}</td>
                    <td className="py-2 pr-3 text-slate-700">
                      <TrackingTime iso={r.firstResponse.toISOString()} withTime />
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{count(r.scans)}</td>
                    <td className="py-2 text-right tabular-nums">{count(r.calls)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {responders.pageCount > 1 && (
          <PageLinks
            page={responders.page}
            pageCount={responders.pageCount}
            href={pageHref}
            label="Responder pages"
            className="mt-4 justify-center"
            scroll={false}
          />
        )}
      </section>
    </>
  );
}
