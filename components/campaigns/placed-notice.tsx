'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { showToast } from '@/components/feedback/toast-store';

/** What a send said happened (placed and paid, or saved and waiting for money). */
export type SentNotice = { text: string; waits: boolean };

/**
 * The notice after a send of any kind: what happened, and a link to follow it on Orders. The
 * toast says it where the user is looking and is what screen readers hear (decision 050); the
 * notice stays on the page as the record, a status that does not speak a second time.
 */
export function SendNotice({ text, waits, className = '' }: { text: string; waits: boolean; className?: string }) {
  useEffect(() => showToast(text, waits ? 'info' : 'success'), [text, waits]);
  const tone = waits ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-green-50 text-green-800 ring-green-200';
  return (
    <p role="status" aria-live="off" className={`rounded-lg p-3 text-sm ring-1 ${tone} ${className}`}>
      {text} {/* Every order shows under All, whatever its status has reached by the time the page opens. */}
      <Link href="/orders?filter=all" className="font-semibold underline">
        View orders
      </Link>
    </p>
  );
}
