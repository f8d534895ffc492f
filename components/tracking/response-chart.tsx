import { ErrorBox } from '@/components/ui/error-box';
import { logError } from '@/lib/errors';
import { listPhoneNumbers } from '@/lib/phones/list-phone-numbers';
import { getDailyResponses, type ChartSubject, type DailyResponses } from '@/lib/tracking/get-daily-responses';
import { listTrackingUrls } from '@/lib/tracking/list-tracking-urls';
import { DEFAULT_SORT } from '@/lib/tracking/tracking-sort';
import { ChartBars, ChartLegend, type ChartSeries } from './chart-bars';
import { callsText, scansText, totals } from './chart-scale';
import { ChartSubjectPicker, type ChartOptions } from './chart-subject-picker';
import { formatPhoneNumber } from '@/lib/phones/format-phone-number';
import { chartParam } from './tracking-params';

/** How many tracking URLs and phone numbers the chart offers to choose from (each). */
export const CHART_CHOICES = 50;

const SERIES_FOR: Record<ChartSubject['kind'], ChartSeries[]> = {
  all: ['scans', 'calls'],
  url: ['scans'],
  phone: ['calls'],
};

async function chartOptions(userId: string): Promise<ChartOptions> {
  const [first, second, phones] = await Promise.all([
    listTrackingUrls(userId, { sort: DEFAULT_SORT, page: 1 }),
    listTrackingUrls(userId, { sort: DEFAULT_SORT, page: 2 }),
    listPhoneNumbers(userId),
  ]);
  return {
    urls: [...first.rows, ...second.rows].slice(0, CHART_CHOICES).map((u) => ({ value: `url:${u.id}`, label: u.name })),
    phones: phones
      .slice(0, CHART_CHOICES)
      .map((p) => ({ value: `phone:${p.id}`, label: `${p.name} · ${formatPhoneNumber(p.phone_number)}` })),
  };
}

/** 'Responses, last 30 days': a card with the chart for the chosen subject (beyond the spec). */
export async function ResponseChart({ userId, subject }: { userId: string; subject: ChartSubject }) {
  let days: DailyResponses[];
  let options: ChartOptions;
  try {
    [days, options] = await Promise.all([
      getDailyResponses(userId, subject),
      chartOptions(userId).catch((error) => {
        logError('response chart choices', error);
        return { urls: [], phones: [] };
      }),
    ]);
  } catch (error) {
    logError('response chart', error);
    return (
      <ChartCard>
        <ErrorBox title="Error" message="Failed to load responses" />
      </ChartCard>
    );
  }

  const value = chartParam(subject);
  // A choice beyond the first 50 (or one just deleted) still shows as selected.
  if (subject.kind === 'url' && !options.urls.some((o) => o.value === value))
    options.urls.push({ value, label: `QR code ${subject.id}` });
  if (subject.kind === 'phone' && !options.phones.some((o) => o.value === value))
    options.phones.push({ value, label: 'Selected phone number' });
  const series = SERIES_FOR[subject.kind];
  const sum = totals(days);

  return (
    <ChartCard
      summary={series.map((s) => (s === 'scans' ? scansText(sum.scans) : callsText(sum.calls))).join(' and ')}
      picker={<ChartSubjectPicker value={value} options={options} />}
    >
      {sum.scans + sum.calls > 0 && (
        <div className="mb-3">
          <ChartLegend days={days} series={series} />
        </div>
      )}
      <ChartBars days={days} series={series} />
    </ChartCard>
  );
}

/** The card around the chart; the page's Suspense fallback is the card with a spinner inside. */
export function ChartCard({
  summary,
  picker,
  children,
}: {
  summary?: string;
  picker?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="responses-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="responses-heading" className="text-base font-semibold text-slate-900">
            Responses, last 30 days
          </h2>
          {summary && <p className="text-sm text-slate-600">{summary} in the last 30 days, by day (UTC)</p>}
        </div>
        {picker}
      </div>
      {children}
    </section>
  );
}
