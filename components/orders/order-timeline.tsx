import { TransactionTime } from '@/components/billing/transaction-history-time';
import { eventLabel, type OrderJourneyEvent } from '@/lib/orders/event-label';

const DOT: Record<OrderJourneyEvent['kind'], string> = {
  placed: 'bg-slate-400',
  charged: 'bg-blue-500',
  submitted: 'bg-indigo-500',
  provider: 'bg-indigo-500',
  failed: 'bg-red-600',
  refunded: 'bg-green-600',
  cancelled: 'bg-gray-500',
  retried: 'bg-slate-400',
};

/** An order's journey, oldest first: placed, charged, submitted, the provider's events, failed, refunded, cancelled. */
export function OrderTimeline({ events }: { events: OrderJourneyEvent[] }) {
  return (
    <ol aria-label="Order timeline" className="space-y-0">
      {events.map((event, i) => (
        <li key={`${event.kind}-${i}`} className="relative flex gap-3 pb-5 last:pb-0">
          {i < events.length - 1 && <span aria-hidden className="absolute left-[5px] top-4 h-full w-px bg-slate-200" />}
          <span aria-hidden className={`relative mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${DOT[event.kind]}`} />
          <div className="min-w-0">
            <p className={`text-sm font-medium ${event.kind === 'failed' ? 'text-red-700' : 'text-slate-900'}`}>
              {eventLabel(event)}
            </p>
            <p className="text-xs text-slate-600">
              <TransactionTime iso={event.at} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
