'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useRef, useState } from 'react';
import { AddFundsDialog } from '@/components/billing/add-funds-button';
import { formatCents } from '@/lib/money/cents';
import { Logo } from './logo';
import { activeSegment, NAV_ITEMS } from './nav-items';
import type { ShellProps } from './sidebar';

// The menu library loads on the first press of ☰; until then (and while it loads) ☰ is this
// plain button. React.lazy, as the dialogs (decision 029): next/dynamic's loader would add to the page.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const menuButtonStyle =
  'rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

function MenuButton({ onOpen }: { onOpen?: (byKeyboard: boolean) => void }) {
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="menu"
      // A click from Enter or Space has no pointer position: detail is 0.
      onClick={(event) => onOpen?.(event.detail === 0)}
      className={menuButtonStyle}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="h-6 w-6">
        <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** Phone widths: a header with balance and a menu (upgrade, add funds, sign out), and a bottom tab bar. */
export function MobileHeader(props: ShellProps) {
  const [menuLoaded, setMenuLoaded] = useState<'pointer' | 'keyboard' | null>(null);
  const [addingFunds, setAddingFunds] = useState(false);
  const menuArea = useRef<HTMLDivElement>(null);
  // The dialog opens from a menu item that is gone by then: focus goes back to ☰.
  const menuButton = useRef<HTMLElement | null>(null);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur lg:hidden">
      <div className="flex items-center justify-between px-4 py-3">
        <Link href="/templates" aria-label="Inkpost home">
          <Logo />
        </Link>
        <div ref={menuArea} className="flex items-center gap-2">
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold tabular-nums text-slate-900">
            {formatCents(props.balanceCents)}
          </span>
          {menuLoaded ? (
            <Suspense fallback={<MenuButton />}>
              <MobileMenu
                showUpgrade={props.showUpgrade}
                isAdmin={props.isAdmin}
                sandboxes={props.sandboxes}
                triggerClassName={menuButtonStyle}
                openedByKeyboard={menuLoaded === 'keyboard'}
                onAddFunds={() => {
                  menuButton.current = menuArea.current?.querySelector('button[aria-label="Open menu"]') ?? null;
                  setAddingFunds(true);
                }}
              />
            </Suspense>
          ) : (
            <MenuButton onOpen={(byKeyboard) => setMenuLoaded(byKeyboard ? 'keyboard' : 'pointer')} />
          )}
        </div>
      </div>
      {addingFunds && <AddFundsDialog onClose={() => setAddingFunds(false)} returnFocusTo={menuButton} />}
    </header>
  );
}

export function MobileBottomBar() {
  const active = activeSegment(usePathname());
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-6 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
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
