'use client';

import * as RadixTabs from '@radix-ui/react-tabs';

/**
 * Tabs (decision 029: Radix UI): arrow keys move between the tabs, Tab goes into the panel, and
 * each tab names its panel. `value`/`onValueChange` let a page keep the tab in its URL.
 */
export const Tabs = RadixTabs.Root;

export function TabList({
  label,
  children,
  className = '',
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <RadixTabs.List aria-label={label} className={`flex gap-1 overflow-x-auto border-b border-slate-200 ${className}`}>
      {children}
    </RadixTabs.List>
  );
}

export function Tab({ value, children }: { value: string; children: React.ReactNode }) {
  return (
    <RadixTabs.Trigger
      value={value}
      className="-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
    >
      {children}
    </RadixTabs.Trigger>
  );
}

export function TabPanel({
  value,
  children,
  className = '',
}: {
  value: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <RadixTabs.Content
      value={value}
      className={`pt-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${className}`}
    >
      {children}
    </RadixTabs.Content>
  );
}
