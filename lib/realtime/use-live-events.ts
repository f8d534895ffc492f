'use client';

import { useEffect, useRef } from 'react';

export type LiveChange = { table: string; op: 'INSERT' | 'UPDATE' | 'DELETE'; id: string };
type Listener = (change: LiveChange) => void;

// One EventSource per browser tab, shared by every component that listens.
let source: EventSource | null = null;
const listeners = new Set<Listener>();

function connect() {
  if (source || typeof window === 'undefined') return;
  source = new EventSource('/api/events');
  source.addEventListener('change', (message) => {
    const change = JSON.parse((message as MessageEvent<string>).data) as LiveChange;
    for (const listener of listeners) listener(change);
  });
}

function disconnectIfUnused() {
  if (listeners.size === 0 && source) {
    source.close();
    source = null;
  }
}

/** Calls `onChange` when one of the signed-in user's rows in `tables` changes, from any tab. */
export function useLiveEvents(tables: readonly string[], onChange: (change: LiveChange) => void) {
  const callback = useRef(onChange);
  callback.current = onChange;
  const key = tables.join(',');

  useEffect(() => {
    const wanted = new Set(key.split(','));
    const listener: Listener = (change) => {
      if (wanted.has(change.table)) callback.current(change);
    };
    listeners.add(listener);
    connect();
    return () => {
      listeners.delete(listener);
      disconnectIfUnused();
    };
  }, [key]);
}
