import type { DailyResponses } from '@/lib/tracking/get-daily-responses';
import { CHART_VIEW, callsText, dayBars, formatDay, niceMax, scansText, tickIndexes, totals } from './chart-scale';

export const SERIES = {
  scans: { label: 'QR scans', swatch: 'bg-brand-500', fill: 'fill-brand-500' },
  calls: { label: 'Phone calls', swatch: 'bg-emerald-500', fill: 'fill-emerald-500' },
} as const;

export type ChartSeries = keyof typeof SERIES;

/**
 * Scans and calls per day as stacked bars in an inline SVG (server-rendered). The SVG only
 * draws; labels are HTML so they keep their size at any width, and screen readers get a table.
 */
export function ChartBars({
  days,
  series,
  emptyText = 'No scans or calls in the last 30 days yet.',
  caption = 'Responses per day, last 30 days',
}: {
  days: DailyResponses[];
  series: ChartSeries[];
  emptyText?: string;
  caption?: string;
}) {
  const sum = totals(days);
  if (sum.scans + sum.calls === 0) {
    return (
      <p className="flex h-40 items-center justify-center rounded-lg border-2 border-dashed border-slate-200 px-4 text-center text-sm text-slate-600">
        {emptyText}
      </p>
    );
  }
  const max = niceMax(Math.max(...days.map((d) => d.scans + d.calls)));
  const bars = dayBars(days, max);
  const ticks = tickIndexes(days.length);
  return (
    <>
      <div className="flex gap-2" aria-hidden="true">
        <div className="flex h-40 w-7 shrink-0 flex-col justify-between text-right text-xs tabular-nums text-slate-500">
          <span className="-mt-1.5">{max.toLocaleString('en-US')}</span>
          <span className="-mb-1.5">0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${CHART_VIEW.width} ${CHART_VIEW.height}`}
            preserveAspectRatio="none"
            focusable="false"
            className="block h-40 w-full"
          >
            {[0, CHART_VIEW.height / 2, CHART_VIEW.height].map((y) => (
              <line
                key={y}
                x1={0}
                x2={CHART_VIEW.width}
                y1={y}
                y2={y}
                vectorEffect="non-scaling-stroke"
                strokeDasharray={y === CHART_VIEW.height ? undefined : '3 3'}
                className={y === CHART_VIEW.height ? 'stroke-slate-300' : 'stroke-slate-200'}
              />
            ))}
            {bars.map((bar, i) => (
              <g key={bar.date}>
                <title>{`${formatDay(bar.date)}: ${dayText(days[i], series)}`}</title>
                {/* A full-height transparent strip so the tooltip shows anywhere above the day. */}
                <rect x={bar.x} y={0} width={bar.width} height={CHART_VIEW.height} fill="transparent" />
                {bar.scans && (
                  <rect
                    x={bar.x}
                    y={bar.scans.y}
                    width={bar.width}
                    height={bar.scans.height}
                    className={SERIES.scans.fill}
                  />
                )}
                {bar.calls && (
                  <rect
                    x={bar.x}
                    y={bar.calls.y}
                    width={bar.width}
                    height={bar.calls.height}
                    className={SERIES.calls.fill}
                  />
                )}
              </g>
            ))}
          </svg>
          <div className="relative mt-1.5 h-4 text-xs text-slate-500">
            {ticks.map((i, n) => {
              const edge = n === 0 ? 'left-0' : n === ticks.length - 1 ? 'right-0' : '-translate-x-1/2';
              const left = n === 0 || n === ticks.length - 1 ? undefined : `${((i + 0.5) / days.length) * 100}%`;
              return (
                <span
                  key={i}
                  className={`absolute top-0 whitespace-nowrap ${edge}`}
                  style={left ? { left } : undefined}
                >
                  {formatDay(days[i].date)}
                </span>
              );
            })}
          </div>
        </div>
      </div>
      {/* sr-only on the wrapper: a table ignores the 1px size and would stretch the page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th key={s} scope="col">
                  {SERIES[s].label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                {series.map((s) => (
                  <td key={s}>{day[s]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const dayText = (day: DailyResponses, series: ChartSeries[]) =>
  series.map((s) => (s === 'scans' ? scansText(day.scans) : callsText(day.calls))).join(', ');

/** The colour key, with the period's total of each series. */
export function ChartLegend({ days, series }: { days: DailyResponses[]; series: ChartSeries[] }) {
  const sum = totals(days);
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      {series.map((s) => (
        <li key={s} className="flex items-center gap-2">
          <span aria-hidden="true" className={`h-3 w-3 rounded-sm ${SERIES[s].swatch}`} />
          {SERIES[s].label}
          <span className="font-semibold tabular-nums text-slate-900">{sum[s].toLocaleString('en-US')}</span>
        </li>
      ))}
    </ul>
  );
}
