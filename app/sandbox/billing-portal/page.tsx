import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SandboxAddCardForm } from '@/components/billing/sandbox-add-card-form';
import { SandboxCancelSubscription } from '@/components/billing/sandbox-cancel-subscription';
import { SandboxCardList } from '@/components/billing/sandbox-card-list';
import { SandboxPlanSwitcher } from '@/components/billing/sandbox-plan-switcher';
import { requireUser } from '@/lib/auth/current-user';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { subscriptionStatusColor } from '@/lib/billing/subscription-status';
import { env } from '@/lib/env';
import { formatCents } from '@/lib/money/cents';
import { getSandboxPortal } from '@/lib/providers/payments/sandbox-portal';

export const metadata: Metadata = { title: 'Billing portal (sandbox)' };

const sectionTitle = 'text-sm font-semibold uppercase tracking-wide text-slate-500';

/** Stands in for Stripe's hosted customer portal while payments run in sandbox mode. */
export default async function SandboxBillingPortal({
  searchParams,
}: {
  searchParams: Promise<{ return_url?: string }>;
}) {
  if (env().modes.payments !== 'sandbox') notFound();
  const user = await requireUser();
  const back = safeNextPath((await searchParams).return_url, '/profile');
  const portal = await getSandboxPortal(user.id);
  const plans = portal.plans.map((p) => ({
    priceId: p.priceId,
    name: p.name,
    priceLabel: formatCents(p.monthlyCents),
    current: p.name === portal.currentPlan,
  }));

  return (
    <main className="min-h-full bg-slate-100 px-4 py-6 sm:py-10">
      <div className="mx-auto max-w-2xl">
        <div className="mb-4 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
          <p>
            <span className="font-semibold">Sandbox billing portal.</span> This page stands in for the payment
            provider&apos;s portal: nothing here is charged.
          </p>
          <p className="mt-1">
            Test cards: 4242 4242 4242 4242 saves a working card; 4000 0000 0000 0341 saves a card whose charges are
            declined; 4000 0000 0000 0002 is declined. Use any future expiry and any 3 digits as CVC.
          </p>
        </div>
        <div className="space-y-8 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
          <header>
            <h1 className="text-xl font-bold text-slate-900">Manage your subscription</h1>
            <p className="mt-1 break-all text-sm text-slate-600">{user.email}</p>
          </header>

          <section aria-labelledby="current-plan">
            <h2 id="current-plan" className={sectionTitle}>
              Current plan
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
              {portal.canSubscribe ? 'No plan' : (portal.currentPlan ?? 'None')}
              {portal.status && (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${subscriptionStatusColor(portal.status)}`}
                >
                  {portal.status}
                </span>
              )}
            </p>
            {portal.canSubscribe ? (
              <>
                <p className="mt-1 text-sm text-slate-600">
                  Your subscription is canceled. Choose a plan to subscribe again.
                </p>
                <SandboxPlanSwitcher plans={plans} mode="subscribe" />
              </>
            ) : (
              <>
                <h3 className="mt-4 text-sm font-semibold text-slate-900">Change plan</h3>
                <SandboxPlanSwitcher plans={plans} mode="switch" />
                <SandboxCancelSubscription planName={portal.currentPlan ?? 'current'} />
              </>
            )}
          </section>

          <section aria-labelledby="payment-methods">
            <h2 id="payment-methods" className={sectionTitle}>
              Payment methods
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Auto-recharge charges the default card when your balance runs short.
            </p>
            <SandboxCardList cards={portal.cards} />
            <SandboxAddCardForm />
          </section>

          <Link href={back} className="inline-block text-sm font-semibold text-brand-700 hover:text-brand-600">
            ← Return to Inkpost
          </Link>
        </div>
      </div>
    </main>
  );
}
