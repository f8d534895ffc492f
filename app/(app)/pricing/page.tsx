import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { requireAdmin } from '@/lib/auth/current-user';
import { formatCents } from '@/lib/money/cents';
import { getPricingOverview } from '@/lib/plans/get-pricing-overview';

export const metadata: Metadata = { title: 'Pricing' };

export default async function PricingPage() {
  await requireAdmin();
  const { plans, lookupCents } = await getPricingOverview();
  return (
    <>
      <PageHeader title="Pricing" description="Plans, per-size postcard costs and the record lookup price customers pay." />
      <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2 className="border-b border-slate-200 px-5 py-3 text-base font-semibold">Pricing Plans</h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th className="px-5 py-2">Plan</th>
                <th className="px-5 py-2">Monthly</th>
                <th className="px-5 py-2">4x6</th>
                <th className="px-5 py-2">6x9</th>
                <th className="px-5 py-2">6x11</th>
                <th className="px-5 py-2">Active</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {plans.map((plan) => (
                <tr key={plan.id}>
                  <td className="px-5 py-3">
                    <p className="font-medium text-slate-900">{plan.name}</p>
                    <p className="text-xs text-slate-600">{plan.description}</p>
                  </td>
                  <td className="px-5 py-3 tabular-nums">{formatCents(plan.monthlyCents)}</td>
                  {(['4x6', '6x9', '6x11'] as const).map((size) => (
                    <td key={size} className="px-5 py-3 tabular-nums">
                      {plan.costs[size] === undefined ? '—' : formatCents(plan.costs[size])}
                    </td>
                  ))}
                  <td className="px-5 py-3">{plan.isActive ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-base font-semibold">Record Lookup Price</h2>
        <p className="mt-2 text-sm text-slate-700">
          Each neighbor address looked up for a neighbor campaign costs{' '}
          <span className="font-semibold tabular-nums">{lookupCents === null ? 'nothing' : formatCents(lookupCents)}</span>.
        </p>
      </section>
    </>
  );
}
