'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { withSearchParam } from './tracking-params';

export type ChartOption = { value: string; label: string };
export type ChartOptions = { urls: ChartOption[]; phones: ChartOption[] };

/** Chooses whose responses the chart shows: ?chart=all|url:<id>|phone:<id>. */
export function ChartSubjectPicker({ value, options }: { value: string; options: ChartOptions }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  function choose(next: string) {
    const query = withSearchParam(searchParams.toString(), 'chart', next === 'all' ? null : next);
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="chart-subject" className="shrink-0 font-medium text-slate-700">
        Show
      </label>
      <select
        id="chart-subject"
        value={value}
        onChange={(e) => choose(e.target.value)}
        className="w-full min-w-0 rounded-lg border border-slate-300 bg-white py-1.5 pl-2 pr-8 text-sm text-slate-900 sm:w-auto sm:max-w-xs"
      >
        <option value="all">All QR codes and phone numbers</option>
        {options.urls.length > 0 && (
          <optgroup label="QR codes">
            {options.urls.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        )}
        {options.phones.length > 0 && (
          <optgroup label="Phone numbers">
            {options.phones.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </div>
  );
}
