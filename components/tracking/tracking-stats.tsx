import { logError } from '@/lib/errors';
import { getTrackingStats } from '@/lib/tracking/get-tracking-stats';
import { StatCards } from './stat-cards';

/** Loads the counters; the page wraps it in Suspense with `<StatCards stats={null} />`. */
export async function TrackingStats({ userId }: { userId: string }) {
  const stats = await getTrackingStats(userId).catch((error) => {
    logError('tracking stats', error);
    return 'unavailable' as const;
  });
  return <StatCards stats={stats} />;
}
