import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SandboxCheckoutForm } from '@/components/billing/sandbox-checkout-form';
import { requireUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatCents } from '@/lib/money/cents';
import { findOpenCheckout } from '@/lib/providers/payments/sandbox-checkout';

export const metadata: Metadata = { title: 'Checkout (sandbox)' };

/** Stands in for Stripe Checkout (payment mode) while payments run in sandbox mode. */
export default async function SandboxCheckoutPage({ params }: { params: Promise<{ id: string }> }) {
  if (env().modes.payments !== 'sandbox') notFound();
  const user = await requireUser();
  const session = await findOpenCheckout(user.id, (await params).id);

  return (
    <main className="min-h-full bg-slate-100 px-4 py-10">
      <div className="mx-auto max-w-md">
        <p className="mb-4 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
          <span className="font-semibold">Sandbox checkout.</span> No real card is charged. Use 4242 4242 4242 4242 to
          pay, or 4000 0000 0000 0002 to see a declined card.
        </p>
        <div className="rounded-2xl bg-white p-6 shadow-sm">
          {session ? (
            <>
              <p className="text-sm text-slate-600">Add funds to your Inkpost balance</p>
              <h1 className="mt-1 text-3xl font-bold tabular-nums text-slate-900">{formatCents(session.amount)}</h1>
              <p className="mt-1 text-sm text-slate-600">{user.email}</p>
              <SandboxCheckoutForm sessionId={session.id} amountLabel={formatCents(session.amount)} />
              <Link
                href={session.cancel_path}
                className="mt-4 inline-block text-sm font-semibold text-slate-600 hover:text-slate-900"
              >
                ← Cancel and return to Inkpost
              </Link>
            </>
          ) : (
            <>
              <h1 className="text-xl font-bold text-slate-900">Checkout not available</h1>
              <p className="mt-2 text-sm text-slate-600">
                This checkout session does not exist or has already been paid.
              </p>
              <Link href="/templates" className="mt-4 inline-block text-sm font-semibold text-brand-700">
                ← Return to Inkpost
              </Link>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
