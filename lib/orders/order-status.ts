import type { OrderStatus } from '@/lib/db/schema';
import { formatSendDate } from './send-date';

// Client-safe: spec section 4 "Order status".
export const ACTIVE_STATUSES: OrderStatus[] = [
  'pending',
  'processing',
  'payment_required',
  'payment_failed',
  'scheduled',
  'ready',
  'submitted',
];
export const COMPLETED_STATUSES: OrderStatus[] = ['completed', 'failed', 'cancelled'];

export const ORDER_FILTERS = ['active', 'completed', 'all'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export const PAGE_SIZES = [5, 10, 25, 50] as const;

export function statusesFor(filter: OrderFilter): OrderStatus[] | null {
  return filter === 'active' ? ACTIVE_STATUSES : filter === 'completed' ? COMPLETED_STATUSES : null;
}

export const STATUS_LABELS: Record<OrderStatus, { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: 'bg-slate-100 text-slate-800' },
  processing: { label: 'Processing payment', tone: 'bg-blue-100 text-blue-800' },
  payment_required: { label: 'Payment required', tone: 'bg-amber-100 text-amber-900' },
  payment_failed: { label: 'Payment failed', tone: 'bg-red-100 text-red-800' },
  scheduled: { label: 'Scheduled', tone: 'bg-violet-100 text-violet-800' },
  ready: { label: 'Ready', tone: 'bg-blue-100 text-blue-800' },
  submitted: { label: 'Submitted', tone: 'bg-indigo-100 text-indigo-800' },
  completed: { label: 'Completed', tone: 'bg-green-100 text-green-800' },
  failed: { label: 'Failed', tone: 'bg-red-100 text-red-800' },
  cancelled: { label: 'Cancelled', tone: 'bg-gray-100 text-gray-700' },
};

/** The status as an order's badge says it: a scheduled one with its day, "Scheduled · Mon, Dec 14". */
export function statusBadgeLabel(status: OrderStatus, sendDate: string | null): string {
  const { label } = STATUS_LABELS[status];
  return status === 'scheduled' && sendDate ? `${label} · ${formatSendDate(sendDate)}` : label;
}

/** Up to five page numbers around the current page (spec section 9). */
export function pageWindow(page: number, pageCount: number): number[] {
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  return Array.from({ length: Math.min(5, pageCount) }, (_, i) => start + i);
}
