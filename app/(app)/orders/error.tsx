'use client';

import { ErrorBox } from '@/components/ui/error-box';
import { PageHeader } from '@/components/ui/page-header';
import { buttonStyles } from '@/components/ui/styles';

export default function OrdersError({ reset }: { reset: () => void }) {
  return (
    <>
      <PageHeader title="Orders" />
      <ErrorBox title="Error" message="Failed to load orders" />
      <button type="button" onClick={reset} className={`${buttonStyles.secondary} mt-4`}>
        Try again
      </button>
    </>
  );
}
