'use client';

import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/styles';

/**
 * The results page's actions (follow-ups, lists) after its figures: on a phone folded into one
 * 'Actions' button, so the first screen shows what the campaign did, not five buttons (issue 36);
 * from the sm breakpoint on, laid out in a row. The actions render once: their dialogs and
 * notices keep one state whatever the width.
 */
export function ResultsActions({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="mb-6">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((was) => !was)}
        className={`${buttonStyles.secondary} min-h-11 w-full sm:hidden`}
      >
        Actions
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          className={`h-4 w-4 ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
        </svg>
      </button>
      <div
        id={panel}
        className={`${open ? 'flex' : 'hidden'} mt-3 flex-col items-stretch gap-3 sm:mt-0 sm:flex sm:flex-row sm:flex-wrap sm:items-start sm:justify-end`}
      >
        {children}
      </div>
    </div>
  );
}
