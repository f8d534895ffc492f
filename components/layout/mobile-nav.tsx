'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { AddFundsButton } from '@/components/billing/add-funds-button';
import { formatCents } from '@/lib/money/cents';
import { Logo } from './logo';
import { activeSegment, NAV_ITEMS } from './nav-items';
import { SandboxBadge } from './sandbox-badge';
import { SignOutButton } from './sign-out-button';
import type { ShellProps } from './sidebar';

/** Phone widths: a header with balance and a menu (upgrade, sign out), and a bottom tab bar. */
export function MobileHeader(props: ShellProps) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur lg:hidden">
      <div className="flex items-center justify-between px-4 py-3">
        <Link href="/templates" aria-label="Inkpost home">
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold tabular-nums text-slate-900">
            {formatCents(props.balanceCents)}
          </span>
          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="h-6 w-6">
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {open && (
        <div id="mobile-menu" className="space-y-2 border-t border-slate-200 px-4 py-3">
          {props.showUpgrade && (
            <Link
              href="/profile"
              onClick={() => setOpen(false)}
              className="flex items-center justify-between rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white"
            >
              Upgrade to Pro
              <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs">Save 20%</span>
            </Link>
          )}
          <AddFundsButton className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100" />
          {props.isAdmin && (
            <Link href="/pricing" onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
              Manage Pricing
            </Link>
          )}
          <SignOutButton className="w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100" />
          <SandboxBadge capabilities={props.sandboxes} />
        </div>
      )}
    </header>
  );
}

export function MobileBottomBar() {
  const active = activeSegment(usePathname());
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      {NAV_ITEMS.map((item) => {
        const current = item.segment === active;
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={current ? 'page' : undefined}
            className={`flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium ${
              current ? 'text-brand-700' : 'text-slate-600'
            }`}
          >
            {item.icon}
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
