import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SandboxPlanSwitcher } from '@/components/billing/sandbox-plan-switcher';
import { requireUser } from '@/lib/auth/current-user';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { env } from '@/lib/env';
import { formatCents } from '@/lib/money/cents';
import { getSandboxPortal } from '@/lib/providers/payments/sandbox-portal';

export const metadata: Metadata = { title: 'Billing portal (sandbox)' };

/** Stands in for Stripe's hosted customer portal while payments run in sandbox mode. */
export default async function SandboxBillingPortal({
  searchParams,
}: {
  searchParams: Promise<{ return_url?: string }>;
}) {
  if (env().modes.payments !== 'sandbox') notFound();
  const user = await requireUser();
  const back = safeNextPath((await searchParams).return_url ?? '/profile');
  const portal = await getSandboxPortal(user.id);

  return (
    <main className="min-h-full bg-slate-100 px-4 py-10">
      <div className="mx-auto max-w-xl">
        <p className="mb-4 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
          <span className="font-semibold">Sandbox billing portal.</span> This page stands in for the payment provider&apos;s
          portal: nothing here is charged.
        </p>
        <div className="rounded-2xl bg-white p-6 shadow-sm">
          <h1 className="text-xl font-bold text-slate-900">Manage your subscription</h1>
          <p className="mt-1 text-sm text-slate-600">{user.email}</p>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">Current plan</h2>
          <p className="mt-1 text-lg font-semibold text-slate-900">
            {portal.currentPlan ?? 'None'}{' '}
            {portal.status && <span className="text-sm font-normal text-slate-600">({portal.status})</span>}
          </p>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">Change plan</h2>
          <SandboxPlanSwitcher
            plans={portal.plans.map((p) => ({
              priceId: p.priceId,
              label: `${p.name} · ${formatCents(p.monthlyCents)}/month`,
              current: p.name === portal.currentPlan,
            }))}
          />
          <Link href={back} className="mt-8 inline-block text-sm font-semibold text-brand-700 hover:text-brand-600">
            ← Return to Inkpost
          </Link>
        </div>
      </div>
    </main>
  );
}
