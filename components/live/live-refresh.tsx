'use client';

import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { useLiveEvents } from '@/lib/realtime/use-live-events';

/**
 * Re-renders the server components of the page when the user's rows in `tables` change, so
 * what the server shows (balance, lists) stays live. Bursts of changes cause one refresh.
 */
export function LiveRefresh({ tables }: { tables: string[] }) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLiveEvents(tables, () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => router.refresh(), 150);
  });
  return null;
}
