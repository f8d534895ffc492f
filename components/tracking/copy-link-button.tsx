'use client';

import { useEffect, useRef, useState } from 'react';
import { TRACKING_URL_MESSAGES } from '@/lib/validation/tracking-url-messages';

export const COPIED_MS = 2000;

/** 'Copy tracking URL': copies the short link; a check mark shows for 2 s (spec section 9). */
export function CopyLinkButton({ url, name }: { url: string; name: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="relative inline-flex items-center">
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy tracking URL for ${name}`}
        title="Copy tracking URL"
        className={`rounded-lg p-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
          state === 'copied' ? 'text-emerald-600' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-800'
        }`}
      >
        {state === 'copied' ? (
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5">
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              clipRule="evenodd"
            />
          </svg>
        ) : (
          <svg
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            aria-hidden="true"
            className="h-5 w-5"
          >
            <rect x="7" y="7" width="10" height="10" rx="2" />
            <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
          </svg>
        )}
      </button>
      <span role="status" className={state === 'failed' ? 'ml-1 text-xs text-red-700' : 'sr-only'}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? TRACKING_URL_MESSAGES.copyFailed : ''}
      </span>
    </span>
  );
}
