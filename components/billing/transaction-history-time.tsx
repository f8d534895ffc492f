'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * When a transaction happened. The server cannot know the reader's time zone, so it renders UTC
 * (and says so); once in the browser the same element shows local time, without a hydration
 * mismatch because the first client render uses the server's value.
 */
export function TransactionTime({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const text = new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(inBrowser ? {} : { timeZone: 'UTC', timeZoneName: 'short' }),
  });
  return <time dateTime={iso}>{text}</time>;
}
