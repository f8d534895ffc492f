'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { AlertDialog } from './alert-dialog';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { useModalPresence } from '@/components/feedback/modal-presence';
import { useOpener } from './use-opener';

/** Marks a step that is read, not filled in (Confirm Order and the other send confirmations). */
export const REVIEW_STEP = { 'data-dialog-review': '' } as const;

/**
 * Where focus goes when a dialog opens and when it moves to another step, one rule for all
 * (issue 36): the heading, or the first field of a form step. A review step gets the heading even
 * when it holds fields (a send date, a checkbox), and a date field is never where focus starts:
 * its first segment would take the first keystrokes.
 */
export function focusStart(body: HTMLElement | null, heading: HTMLElement | null) {
  const review = body?.querySelector('[data-dialog-review]');
  const field = review
    ? null
    : body?.querySelector<HTMLElement>(
        'input:not([type="hidden"]):not([type="date"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
      );
  (field ?? heading)?.focus();
}

export const closeIcon = (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5">
    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
  </svg>
);

/**
 * A dialog over the page (decision 029: Radix UI). Focus stays inside; Escape, × and the
 * backdrop close only this layer (a list or a dialog opened inside it closes first); focus goes
 * to the first field or the heading on open and on every step change, and back to the opener
 * on close. While `dirty`, those three ask "Discard changes?" first. Render it only while open:
 * the component that opens it loads it lazily, so the library stays out of first-load bundles.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  size = 'md',
  dirty = false,
  step,
  returnFocusTo,
  closeQuestion,
}: {
  title: string;
  /** Shown under the title and read with it. */
  description?: React.ReactNode;
  onClose: () => void;
  children: React.ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** The dialog holds typed input that closing would lose. */
  dirty?: boolean;
  /** Changes when the dialog shows another step: focus moves to the step's first field or the heading. */
  step?: string | number;
  /** Where focus returns on close when the element that opened it is gone (one dialog followed by another). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  /**
   * Asked instead of "Discard changes?" before Escape, × or the backdrop closes it (a key shown
   * once: "Have you copied your key?"); its action closes the dialog.
   */
  closeQuestion?: { title: string; description: string; actionLabel: string; cancelLabel: string };
}) {
  const opener = useOpener(returnFocusTo);
  useModalPresence(); // a toast arriving now waits until this closes (it would take Escape)
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    focusStart(body.current, heading.current);
  }, [step]);

  // Escape, × and the backdrop; the dialog's own Cancel buttons call onClose directly.
  function requestClose() {
    if (dirty || closeQuestion) setAsking(true);
    else onClose();
  }

  const width = { md: 'sm:max-w-lg', lg: 'sm:max-w-3xl', xl: 'sm:max-w-5xl' }[size];
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && requestClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
          <RadixDialog.Content
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              focusStart(body.current, heading.current);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.restore();
            }}
            className={`pointer-events-auto relative max-h-[92dvh] w-full ${width} overflow-y-auto rounded-t-2xl bg-white shadow-xl focus:outline-none sm:rounded-2xl`}
          >
            {/* The title and × stay in view while a long sheet scrolls (issue 36). */}
            <div className="sticky top-0 z-20 flex items-start justify-between gap-3 border-b border-slate-200 bg-white px-5 py-4">
              <div className="min-w-0">
                <RadixDialog.Title
                  ref={heading}
                  tabIndex={-1}
                  className="text-lg font-semibold text-slate-900 focus:outline-none"
                >
                  {title}
                </RadixDialog.Title>
                {description && (
                  <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                    {description}
                  </RadixDialog.Description>
                )}
              </div>
              <RadixDialog.Close
                aria-label="Close"
                className="-mr-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-500 sm:h-8 sm:w-8 hover:bg-slate-100 hover:text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {closeIcon}
              </RadixDialog.Close>
            </div>
            <div ref={body} className="px-5 py-5">
              {children}
            </div>
            {asking &&
              (closeQuestion ? (
                <AlertDialog
                  {...closeQuestion}
                  destructive={false}
                  onAction={onClose}
                  onCancel={() => setAsking(false)}
                />
              ) : (
                <DiscardChangesDialog onKeep={() => setAsking(false)} onDiscard={onClose} />
              ))}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
