import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Campaigns' };

export default function CampaignsPage() {
  return (
    <>
      <PageHeader title="Campaigns" description="Send a template to one recipient, or to the neighbors around an address." />
      <EmptyState title="No campaigns" description="Campaigns you create will appear here." />
    </>
  );
}
