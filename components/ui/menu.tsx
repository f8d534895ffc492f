'use client';

import * as RadixMenu from '@radix-ui/react-dropdown-menu';

/**
 * A menu button and its menu (decision 029: Radix UI's dropdown menu): Enter, Space or the arrow
 * keys open it, arrows move, Escape and a click outside close it and focus goes back to the
 * button. Items are `MenuItem`s; a link or a form's button goes in one with `asChild`.
 */
export function Menu({
  label,
  icon,
  children,
  open,
  onOpenChange,
  triggerClassName = 'rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
}: {
  /** The button's accessible name (it may show only an icon). */
  label: string;
  icon: React.ReactNode;
  children: React.ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  triggerClassName?: string;
}) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger aria-label={label} className={triggerClassName}>
        {icon}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-56 space-y-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg focus:outline-none"
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export const menuItemStyle =
  'block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100';

/** One item; `onSelect` runs on click or Enter. With `asChild` the child (a link, a button) is the item. */
export function MenuItem({
  children,
  onSelect,
  asChild,
  className = menuItemStyle,
}: {
  children: React.ReactNode;
  onSelect?: (event: Event) => void;
  asChild?: boolean;
  className?: string;
}) {
  return (
    <RadixMenu.Item onSelect={onSelect} asChild={asChild} className={className}>
      {children}
    </RadixMenu.Item>
  );
}

export const MenuSeparator = () => <RadixMenu.Separator className="my-1 h-px bg-slate-200" />;
