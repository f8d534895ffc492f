import type { Metadata } from 'next';
import { LookupPriceForm } from '@/components/pricing/lookup-price-form';
import { PlanEditor } from '@/components/pricing/plan-editor';
import { PlansTable } from '@/components/pricing/plans-table';
import { RecentChanges } from '@/components/pricing/recent-changes';
import { PageHeader } from '@/components/ui/page-header';
import { requireAdmin } from '@/lib/auth/current-user';
import { loadPricingEditor } from '@/lib/pricing/load-pricing-editor';

export const metadata: Metadata = { title: 'Pricing' };

const card = 'rounded-xl border border-slate-200 bg-white shadow-sm';
const cardTitle = 'border-b border-slate-200 px-5 py-3 text-base font-semibold';

/** Admin only (spec section 6): everyone else is sent to / by requireAdmin. */
export default async function PricingPage() {
  await requireAdmin();
  const { plans, lookupCents, recentChanges } = await loadPricingEditor();
  return (
    <>
      <PageHeader
        title="Pricing"
        description="Plans, per-size postcard costs and the record lookup price customers pay. Changes apply to the next quote and charge."
      />
      <div className="space-y-6">
        <section aria-labelledby="pricing-plans-title" className={card}>
          <h2 id="pricing-plans-title" className={cardTitle}>
            Pricing Plans
          </h2>
          <PlansTable plans={plans} />
        </section>
        <div className="grid gap-6 lg:grid-cols-2">
          {plans.map((plan) => (
            // Keyed on the id only: the refresh after a save must not remount the form and
            // take its success message with it.
            <PlanEditor key={plan.id} plan={plan} />
          ))}
        </div>
        <section aria-labelledby="lookup-price-title" className={card}>
          <h2 id="lookup-price-title" className={cardTitle}>
            Record Lookup Price
          </h2>
          <div className="p-5">
            <LookupPriceForm cents={lookupCents} />
          </div>
        </section>
        <section aria-labelledby="recent-changes-title" className={card}>
          <h2 id="recent-changes-title" className={cardTitle}>
            Recent changes
          </h2>
          <RecentChanges changes={recentChanges} />
        </section>
      </div>
    </>
  );
}
