import { POSTCARD_SIZES } from '@/lib/db/postcard-sizes';
import { formatCents } from '@/lib/money/cents';
import type { EditablePlan } from '@/lib/pricing/load-pricing-editor';

/** 'Pricing Plans': every plan at a glance, each row leading to its editing card below. */
export function PlansTable({ plans }: { plans: EditablePlan[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th className="px-3 py-2 sm:px-5">Plan</th>
            <th className="px-3 py-2 sm:px-5">Monthly</th>
            {POSTCARD_SIZES.map((size) => (
              <th key={size} className="px-3 py-2 sm:px-5">
                {size}
              </th>
            ))}
            <th className="px-3 py-2 sm:px-5">Active</th>
            <th className="px-3 py-2 sm:px-5">
              <span className="sr-only">Edit</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {plans.map((plan) => (
            <tr key={plan.id}>
              <td className="px-3 py-3 sm:min-w-48 sm:px-5">
                <p className="font-medium text-slate-900">{plan.name}</p>
                {/* On a phone the editing card below shows it; the prices need the width. */}
                <p className="hidden text-xs text-slate-600 sm:block">{plan.description}</p>
              </td>
              <td className="px-3 py-3 sm:px-5 tabular-nums">{formatCents(plan.monthlyCents)}</td>
              {POSTCARD_SIZES.map((size) => (
                <td key={size} className="px-3 py-3 sm:px-5 tabular-nums">
                  {plan.costs[size] === undefined ? '—' : formatCents(plan.costs[size])}
                </td>
              ))}
              <td className="px-3 py-3 sm:px-5">{plan.isActive ? 'Yes' : 'No'}</td>
              <td className="px-3 py-3 sm:px-5 text-right">
                <a href={`#plan-${plan.id}`} className="font-medium text-brand-700 hover:underline">
                  Edit<span className="sr-only"> {plan.name}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
