import { formatCents } from '@/lib/money/cents';

/** The toast after Cancel: the order is gone from Active, and where its money went. */
export function cancelledMessage(refundedCents: number): string {
  return refundedCents > 0
    ? `Order cancelled. ${formatCents(refundedCents)} went back to your balance.`
    : 'Order cancelled. Nothing was charged.';
}
