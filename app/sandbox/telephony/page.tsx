import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SandboxCallForm } from '@/components/tracking/sandbox-call-form';
import { requireUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatPhoneNumber } from '@/lib/phones/format-phone-number';
import { listPhoneNumbers } from '@/lib/phones/list-phone-numbers';
import {
  SANDBOX_AREA_CODE_NO_NUMBERS,
  SANDBOX_AREA_CODE_PROVISION_FAILS,
  SANDBOX_AREA_CODE_SEARCH_FAILS,
} from '@/lib/providers/telephony/sandbox';

export const metadata: Metadata = { title: 'Test calls (sandbox)' };

const sectionTitle = 'text-sm font-semibold uppercase tracking-wide text-slate-500';

/** Stands in for a phone while telephony runs in sandbox mode: place calls to your numbers. */
export default async function SandboxTelephonyPage() {
  if (env().modes.telephony !== 'sandbox') notFound();
  const user = await requireUser();
  const numbers = await listPhoneNumbers(user.id);

  return (
    <main className="min-h-full bg-slate-100 px-4 py-6 sm:py-10">
      <div className="mx-auto max-w-2xl">
        <div className="mb-4 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
          <p>
            <span className="font-semibold">Sandbox telephony.</span> This page stands in for a real phone: nobody is
            dialled. A test call is sent, signed as Twilio would sign it, to the same webhook real calls reach.
          </p>
          <p className="mt-1">
            Test area codes when creating a number: {SANDBOX_AREA_CODE_NO_NUMBERS} has no numbers,{' '}
            {SANDBOX_AREA_CODE_SEARCH_FAILS} makes the search fail, {SANDBOX_AREA_CODE_PROVISION_FAILS} finds a number
            that cannot be rented. Any other area code rents a fictional 555-01xx number.
          </p>
        </div>
        <div className="space-y-8 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
          <header>
            <h1 className="text-xl font-bold text-slate-900">Place a test call</h1>
            <p className="mt-1 text-sm text-slate-600">
              Call one of your tracking numbers and hear what the caller and you would hear.
            </p>
          </header>

          {numbers.length ? (
            <SandboxCallForm
              numbers={numbers.map((n) => ({
                id: n.id,
                label: `${n.name} · ${formatPhoneNumber(n.phone_number)}${n.status === 'active' ? '' : ` (${n.status})`}`,
              }))}
            />
          ) : (
            <p className="text-sm text-slate-600">
              You have no tracking phone numbers yet. Create one on the Tracking page, then come back to call it.
            </p>
          )}

          {numbers.length > 0 && (
            <section aria-labelledby="your-numbers">
              <h2 id="your-numbers" className={sectionTitle}>
                Your numbers
              </h2>
              <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
                {numbers.map((n) => (
                  <li key={n.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                    <span>
                      <span className="font-semibold text-slate-900">{n.name}</span>{' '}
                      <span className="text-slate-600">{formatPhoneNumber(n.phone_number)}</span>
                    </span>
                    <span className="text-slate-600">
                      → {formatPhoneNumber(n.forwarding_number)} ·{' '}
                      <span className="font-semibold tabular-nums text-slate-900">
                        {n.call_count.toLocaleString()} {n.call_count === 1 ? 'call' : 'calls'}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <Link href="/tracking" className="inline-block text-sm font-semibold text-brand-700 hover:text-brand-600">
            ← Return to Inkpost
          </Link>
        </div>
      </div>
    </main>
  );
}
