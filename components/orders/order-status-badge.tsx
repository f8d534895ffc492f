import { cardBadge } from '@/lib/orders/card-badge';
import { STATUS_LABELS } from '@/lib/orders/order-status';
import type { OrderStatus } from '@/lib/db/schema';

/**
 * An order's badge: where a mailed card is once the provider says so ("Delivered"), else the
 * spec's status. The spec's status stays in the title (and the filters), as it is underneath.
 */
export function OrderStatusBadge({
  status,
  sendDate,
  providerWord,
}: {
  status: OrderStatus;
  sendDate: string | null;
  providerWord: string | null;
}) {
  const badge = cardBadge(status, sendDate, providerWord);
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.tone}`}
      title={`Status: ${STATUS_LABELS[status].label}`}
      data-status={status}
    >
      {badge.label}
    </span>
  );
}
