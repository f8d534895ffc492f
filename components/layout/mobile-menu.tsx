'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { signOutFormAction } from '@/actions/account';
import { Menu, MenuItem } from '@/components/ui/menu';
import { SandboxBadge } from './sandbox-badge';

export const menuIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="h-6 w-6">
    <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
  </svg>
);

// Its own colours, not menuItemStyle's: two highlight colours in one class list would fight.
const upgradeItemStyle =
  'flex w-full cursor-pointer items-center justify-between rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white outline-none data-[highlighted]:bg-brand-700';

/** The Sign Out item: the menu item is the submit button of the sign-out form. */
function SignOutItemButton(props: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const { pending } = useFormStatus();
  return (
    <button {...props} type="submit" disabled={pending}>
      {pending ? 'Signing out...' : 'Sign Out'}
    </button>
  );
}

/**
 * The phone header's ☰ menu on the Menu primitive (Radix): arrows move, Escape or a tap outside
 * closes it and focus goes back to ☰. Loaded on the first tap (see MobileHeader), so the menu
 * library is not in any page's first load; it opens at once when it arrives.
 */
export function MobileMenu({
  showUpgrade,
  isAdmin,
  sandboxes,
  onAddFunds,
  triggerClassName,
  openedByKeyboard,
}: {
  showUpgrade: boolean;
  isAdmin: boolean;
  sandboxes: string[];
  onAddFunds: () => void;
  triggerClassName: string;
  /** ☰ was pressed with Enter or Space: the first item gets focus, as a menu button's menu does. */
  openedByKeyboard: boolean;
}) {
  const [open, setOpen] = useState(true); // it was loaded by a press on ☰
  const items = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!openedByKeyboard) return;
    // The menu opened as it arrived, so it did not see the key: move to the first item here.
    const frame = requestAnimationFrame(() =>
      items.current?.closest('[role="menu"]')?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [openedByKeyboard]);
  return (
    <Menu label="Open menu" icon={menuIcon} open={open} onOpenChange={setOpen} triggerClassName={triggerClassName}>
      {showUpgrade && (
        <MenuItem asChild className={upgradeItemStyle}>
          <Link href="/profile">
            Upgrade to Pro
            <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-700">Save 20%</span>
          </Link>
        </MenuItem>
      )}
      <MenuItem onSelect={onAddFunds}>Add funds</MenuItem>
      {isAdmin && (
        <MenuItem asChild>
          <Link href="/pricing">Manage Pricing</Link>
        </MenuItem>
      )}
      <form action={signOutFormAction}>
        {/* Kept open while signing out, so the item can say so. */}
        <MenuItem asChild onSelect={(event) => event.preventDefault()}>
          <SignOutItemButton />
        </MenuItem>
      </form>
      <div ref={items} className={sandboxes.length > 0 ? 'px-1 pt-1' : 'hidden'}>
        <SandboxBadge capabilities={sandboxes} />
      </div>
    </Menu>
  );
}
