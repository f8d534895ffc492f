'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { AddFundsButton } from '@/components/billing/add-funds-button';
import type { PlanOption } from '@/components/billing/plan-modal';
import { UpgradeButton } from '@/components/billing/upgrade-button';
import { formatCents } from '@/lib/money/cents';
import { Logo } from './logo';
import { activeSegment, NAV_ITEMS, PRICING_SEGMENT } from './nav-items';
import { SandboxBadge } from './sandbox-badge';
import { SignOutButton } from './sign-out-button';

export type ShellProps = {
  name: string;
  email: string;
  balanceCents: number;
  showUpgrade: boolean;
  isAdmin: boolean;
  plans: PlanOption[];
  sandboxes: string[];
};

export function Sidebar(props: ShellProps) {
  const active = activeSegment(usePathname());
  return (
    <aside className="hidden w-64 shrink-0 flex-col border-r border-slate-200 bg-white lg:flex">
      <div className="px-5 py-5">
        <Link href="/templates" aria-label="Inkpost home">
          <Logo />
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 space-y-1 px-3">
        {NAV_ITEMS.map((item) => {
          const current = item.segment === active;
          return (
            <Link
              key={item.href}
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                current ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
              }`}
            >
              {item.icon}
              {item.label}
            </Link>
          );
        })}
        {props.isAdmin && (
          <Link
            href="/pricing"
            aria-current={active === PRICING_SEGMENT ? 'page' : undefined}
            className={`mt-4 flex items-center gap-3 rounded-lg border border-dashed px-3 py-2 text-sm font-medium ${
              active === PRICING_SEGMENT
                ? 'border-brand-300 bg-brand-50 text-brand-700'
                : 'border-slate-300 text-slate-600 hover:bg-slate-100'
            }`}
          >
            Manage Pricing
          </Link>
        )}
      </nav>
      <div className="space-y-3 border-t border-slate-200 p-4">
        <div className="flex items-end justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Balance</p>
            <p className="text-xl font-semibold tabular-nums text-slate-900" data-testid="balance">
              {formatCents(props.balanceCents)}
            </p>
          </div>
          <AddFundsButton className="rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50" />
        </div>
        {props.showUpgrade && <UpgradeButton plans={props.plans} />}
        <div className="flex items-center justify-between gap-2">
          <p className="truncate text-xs text-slate-600" title={props.email}>
            {props.name}
          </p>
          <SignOutButton />
        </div>
        <SandboxBadge capabilities={props.sandboxes} />
      </div>
    </aside>
  );
}
