import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Orders' };

export default function OrdersPage() {
  return (
    <>
      <PageHeader title="Orders" description="Every postcard you send, from payment to mailbox." />
      <EmptyState title="No orders" description="Orders appear here as soon as you send a postcard." />
    </>
  );
}
