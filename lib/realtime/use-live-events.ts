'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

export type LiveChange = { table: string; op: 'INSERT' | 'UPDATE' | 'DELETE'; id: string };
/** A change, or null: "changes may have been missed, look again" (see `connect`). */
type Listener = (change: LiveChange | null) => void;

// One EventSource per browser tab, shared by every component that listens.
let source: EventSource | null = null;
const listeners = new Set<Listener>();

/**
 * Changes of the last few seconds. A page's data is rendered on the server before its listener
 * mounts in the browser; a change in between would otherwise never reach it.
 */
const recent: { at: number; change: LiveChange }[] = [];
const RECENT_MS = 5000;

function remember(change: LiveChange) {
  const now = Date.now();
  recent.push({ at: now, change });
  while (recent.length && recent[0].at < now - RECENT_MS) recent.shift();
}

function connect() {
  if (source || typeof window === 'undefined') return;
  source = new EventSource('/api/events');
  // Nothing is sent for the time before the stream opened (the first page load, a dropped
  // connection): everyone looks again once it is open, on the first connect and every reconnect.
  source.addEventListener('open', () => {
    for (const listener of listeners) listener(null);
  });
  source.addEventListener('change', (message) => {
    const change = JSON.parse((message as MessageEvent<string>).data) as LiveChange;
    remember(change);
    for (const listener of listeners) listener(change);
  });
}

function disconnectIfUnused() {
  if (listeners.size === 0 && source) {
    source.close();
    source = null;
  }
}

/**
 * Calls `onChange` when one of the signed-in user's rows in `tables` changes, from any tab, and
 * with null when changes may have been missed (the stream (re)opened): then look everything up again.
 */
export function useLiveEvents(tables: readonly string[], onChange: (change: LiveChange | null) => void) {
  const callback = useRef(onChange);
  // The latest callback, without opening the stream again when the caller renders.
  useLayoutEffect(() => {
    callback.current = onChange;
  });
  const key = tables.join(',');

  useEffect(() => {
    const wanted = new Set(key.split(','));
    const listener: Listener = (change) => {
      if (!change || wanted.has(change.table)) callback.current(change);
    };
    listeners.add(listener);
    // A change that came while this page was on its way from the server: catch up now.
    if (recent.some((r) => wanted.has(r.change.table) && r.at > Date.now() - RECENT_MS)) callback.current(null);
    connect();
    return () => {
      listeners.delete(listener);
      disconnectIfUnused();
    };
  }, [key]);
}
