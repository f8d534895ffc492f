import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Engagement Tracking' };

export default function TrackingPage() {
  return (
    <>
      <PageHeader
        title="Engagement Tracking"
        description="Put a unique QR code or phone number on each postcard to measure how people respond."
      />
      <EmptyState title="No tracking URLs" description="Get started by creating a new QR code." />
    </>
  );
}
