'use client';

import { PageError } from '@/components/ui/page-error';

export default function OrdersError({ reset }: { reset: () => void }) {
  return <PageError title="Orders" message={'Failed to load orders'} reset={reset} />;
}
