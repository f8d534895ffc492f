import type { OrderStatus } from '@/lib/db/schema';
import { STATUS_LABELS, statusBadgeLabel } from './order-status';

export type CardBadge = { label: string; tone: string };

/**
 * Where a mailed card is, from the provider's words (decision 035): the sandbox's and thanks.io's
 * order words (Printed, Fulfilled, Shipped, Delivered) and the stages of its track answer
 * (In Transit, In Local Area, Processed for Delivery, Re-routed, Returned to Sender).
 */
const WHERE_IT_IS: Record<string, CardBadge> = {
  printed: { label: 'Printed', tone: 'bg-teal-100 text-teal-800' },
  fulfilled: { label: 'Printed', tone: 'bg-teal-100 text-teal-800' },
  shipped: { label: 'In transit', tone: 'bg-sky-100 text-sky-800' },
  'in transit': { label: 'In transit', tone: 'bg-sky-100 text-sky-800' },
  'in local area': { label: 'In transit', tone: 'bg-sky-100 text-sky-800' },
  'processed for delivery': { label: 'In transit', tone: 'bg-sky-100 text-sky-800' },
  're-routed': { label: 'In transit', tone: 'bg-sky-100 text-sky-800' },
  delivered: { label: 'Delivered', tone: 'bg-green-100 text-green-800' },
  'returned to sender': { label: 'Returned', tone: 'bg-amber-100 text-amber-900' },
};

/**
 * What an order's badge says. The spec's status stays the order's state (a mailed card is
 * `completed`, and the filters go by it); once the provider has said where a mailed card is, the
 * badge says that instead of "Completed", so it agrees with the row's "Latest: Delivered".
 * `providerWord` is the latest provider event's words (or the order's provider status). Client-safe.
 */
export function cardBadge(status: OrderStatus, sendDate: string | null, providerWord: string | null): CardBadge {
  const where = status === 'completed' && providerWord ? WHERE_IT_IS[providerWord.trim().toLowerCase()] : undefined;
  return where ?? { label: statusBadgeLabel(status, sendDate), tone: STATUS_LABELS[status].tone };
}
