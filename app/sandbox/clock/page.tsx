import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { moveSandboxClockAction } from '@/actions/sandbox';
import { requireUser } from '@/lib/auth/current-user';
import { currentTime, sandboxOffsetMs } from '@/lib/time/clock';
import { mayUseSandboxClock } from '@/lib/time/sandbox-clock-access';

export const metadata: Metadata = { title: 'Sandbox clock' };

const STEPS = [1, 7, 14, 30] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const when = (at: Date) =>
  at.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/**
 * Stands in for waiting while every provider runs in sandbox mode: the admin moves this server's
 * clock ahead so scheduled sends and follow-up steps come due now instead of in days.
 */
export default async function SandboxClockPage() {
  // Signed out: sign in first. Anyone but the admin, or any provider real: no such page.
  if (!mayUseSandboxClock(await requireUser())) notFound();
  const [now, offsetMs] = await Promise.all([currentTime(), sandboxOffsetMs()]);
  const daysAhead = Math.round((offsetMs / DAY_MS) * 10) / 10;

  return (
    <main className="min-h-full bg-slate-100 px-4 py-6 sm:py-10">
      <div className="mx-auto max-w-2xl">
        <div className="mb-4 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
          <span className="font-semibold">Sandbox clock.</span> Every provider runs in sandbox mode, so this
          server&apos;s clock can run ahead of the real one: scheduled sends and follow-up steps come due by it. It
          moves the clock for every account on this server, so only the admin can move it; nothing is mailed.
        </div>
        <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
          <header>
            <h1 className="text-xl font-bold text-slate-900">Sandbox clock</h1>
            <p className="mt-2 text-sm text-slate-700">
              It is now <strong data-testid="sandbox-now">{when(now)}</strong> on this server
              {offsetMs > 0 ? `, ${daysAhead} ${daysAhead === 1 ? 'day' : 'days'} ahead of the real time.` : '.'}
            </p>
          </header>
          <form action={moveSandboxClockAction} className="flex flex-wrap gap-2">
            {STEPS.map((days) => (
              <button
                key={days}
                type="submit"
                name="days"
                value={days}
                className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Move forward {days} {days === 1 ? 'day' : 'days'}
              </button>
            ))}
            {offsetMs > 0 && (
              <button
                type="submit"
                name="days"
                value={0}
                className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
              >
                Back to the real time
              </button>
            )}
          </form>
          <p className="text-sm text-slate-600">
            The background worker checks what has come due every second.{' '}
            <Link href="/orders" className="font-semibold text-brand-700 hover:underline">
              Orders
            </Link>{' '}
            ·{' '}
            <Link href="/campaigns" className="font-semibold text-brand-700 hover:underline">
              Campaigns
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
