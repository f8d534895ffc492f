'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A date (or date and time) in the reader's time zone. The server cannot know that zone and
 * renders UTC; the first client render reuses the server's text, so hydration matches, then
 * the element switches to local time (as the transaction history does).
 */
export function TrackingTime({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const zone = inBrowser ? {} : { timeZone: 'UTC' };
  const date = new Date(iso);
  return (
    <time dateTime={iso}>
      <span className="whitespace-nowrap">
        {date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', ...zone })}
      </span>
      {withTime && (
        <>
          {' '}
          <span className="whitespace-nowrap text-slate-500">
            {date.toLocaleTimeString('en-US', {
              hour: 'numeric',
              minute: '2-digit',
              ...(inBrowser ? {} : { timeZone: 'UTC', timeZoneName: 'short' }),
            })}
          </span>
        </>
      )}
    </time>
  );
}
