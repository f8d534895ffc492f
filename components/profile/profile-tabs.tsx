'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';

export type ProfileTab = { id: string; label: string };

/**
 * The profile's four tabs on the Tabs primitive: arrows move between them, Enter or Space opens
 * one. Each tab is a page of its own (/profile?tab=…, rendered on the server), so choosing one
 * goes to its address and the panel holds the current tab's content.
 */
export function ProfileTabs({
  tabs,
  current,
  children,
}: {
  tabs: ProfileTab[];
  current: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  return (
    <Tabs
      value={current}
      activationMode="manual"
      onValueChange={(tab) => startTransition(() => router.push(`/profile?tab=${tab}`, { scroll: false }))}
    >
      <TabList label="Profile sections" className="mb-1">
        {tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel value={current}>{children}</TabPanel>
    </Tabs>
  );
}
