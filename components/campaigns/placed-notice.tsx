'use client';

import { useSyncExternalStore } from 'react';

/**
 * What the last send said happened (placed and paid, or saved and waiting for money), told by
 * the dialog that placed it. The dialogs also hand it to their `onSent`; this keeps the campaigns
 * page's notice truthful while that page still passes a text of its own.
 */
let announced: { text: string; waits: boolean } | null = null;
const listeners = new Set<() => void>();

export function announcePlacement(text: string, waits: boolean): void {
  announced = { text, waits };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The notice after a send of any kind: what happened, and a link to follow it on Orders. */
export function SendNotice({ text, waits, className = '' }: { text: string; waits: boolean; className?: string }) {
  const tone = waits ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-green-50 text-green-800 ring-green-200';
  return (
    <p role="status" className={`rounded-lg p-3 text-sm ring-1 ${tone} ${className}`}>
      {text} {/* Every order shows under All, whatever its status has reached by the time the page opens. */}
      <a href="/orders?filter=all" className="font-semibold underline">
        View orders
      </a>
    </p>
  );
}

/** The campaigns page's notice: the last send's own words when a dialog told them. */
export function PlacedNotice({ text, className = '' }: { text: string; className?: string }) {
  const told = useSyncExternalStore(
    subscribe,
    () => announced,
    () => null,
  );
  return <SendNotice text={told?.text ?? text} waits={told?.waits ?? false} className={className} />;
}
