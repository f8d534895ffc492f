import { Suspense } from 'react';
import { ArrivalToasts } from '@/components/feedback/arrival-toasts';
import { SkipLink } from '@/components/layout/skip-link';
import { FirstRunReminder } from '@/components/onboarding/first-run-reminder';
import { LiveRefresh } from '@/components/live/live-refresh';
import { MobileBottomBar, MobileHeader } from '@/components/layout/mobile-nav';
import { Sidebar, type ShellProps } from '@/components/layout/sidebar';
import { getAccountSummary } from '@/lib/accounts/get-account-summary';
import { requireUser } from '@/lib/auth/current-user';
import { env, sandboxCapabilities } from '@/lib/env';
import { listPlanOptions } from '@/lib/plans/plan-options';

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  const [summary, plans] = await Promise.all([getAccountSummary(user), listPlanOptions()]);
  const shell: ShellProps = {
    name: summary.name,
    email: summary.email,
    balanceCents: summary.balanceCents,
    showUpgrade: summary.showUpgrade,
    isAdmin: summary.isAdmin,
    plans,
    sandboxes: sandboxCapabilities(env().modes),
  };
  return (
    <div className="min-h-full lg:flex">
      <SkipLink target="main" />
      <Sidebar {...shell} />
      <div className="min-w-0 flex-1">
        <MobileHeader {...shell} />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 py-6 pb-28 sm:px-6 lg:px-8 lg:py-8 lg:pb-8 focus:outline-none"
        >
          <FirstRunReminder userId={user.id} />
          {children}
        </main>
      </div>
      <MobileBottomBar />
      {/* Balance and plan follow the user's transactions and profile live. */}
      <LiveRefresh tables={['transactions', 'profiles']} />
      <Suspense fallback={null}>
        <ArrivalToasts />
      </Suspense>
    </div>
  );
}
