import type { TrackingStats } from '@/lib/tracking/get-tracking-stats';
import { MailIcon, PhoneIcon, QrIcon } from './icons';

const CARDS: { key: keyof TrackingStats; label: string; tone: string; icon: React.ReactNode }[] = [
  {
    key: 'postcardsSent',
    label: 'Postcards Sent',
    tone: 'bg-brand-50 text-brand-700',
    icon: <MailIcon className="h-5 w-5" />,
  },
  {
    key: 'qrScans',
    label: 'QR Code Scans',
    tone: 'bg-sky-50 text-sky-700',
    icon: <QrIcon className="h-5 w-5" />,
  },
  {
    key: 'phoneCalls',
    label: 'Phone Calls',
    tone: 'bg-emerald-50 text-emerald-700',
    icon: <PhoneIcon className="h-5 w-5" />,
  },
];

/**
 * The three counters at the top of the page (spec section 2 "Tracking"). `stats` null: still
 * loading, each shows '...'; 'unavailable': the numbers could not be read.
 */
export function StatCards({ stats }: { stats: TrackingStats | null | 'unavailable' }) {
  return (
    <section aria-label="Tracking totals" className="mb-6 grid grid-cols-3 gap-2 sm:gap-3">
      {CARDS.map((card) => (
        <div
          key={card.key}
          className="flex items-stretch gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:items-center sm:p-4"
        >
          <span className={`hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg sm:flex ${card.tone}`}>
            {card.icon}
          </span>
          <div className="flex min-w-0 flex-col justify-between">
            <p className="text-xs font-medium text-slate-600 sm:text-sm">{card.label}</p>
            <p className="text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">
              {stats === null ? (
                '...'
              ) : stats === 'unavailable' ? (
                <span title="Could not be loaded">–</span>
              ) : (
                stats[card.key].toLocaleString('en-US')
              )}
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}
