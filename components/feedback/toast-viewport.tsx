'use client';

import * as RadixToast from '@radix-ui/react-toast';
import { dismissToast, type ToastItem } from './toast-store';

/** Long enough to read a sentence with an amount in it; hovering or focusing pauses it. */
const TOAST_VISIBLE_MS = 7000;

/**
 * The toasts, on Radix Toast: F8 reaches them from the keyboard, Escape or a swipe dismisses
 * one, hovering or focusing pauses them. On a phone they sit at the
 * top, clear of the tab bar; on a desktop bottom right.
 */
export function ToastViewport({ toasts }: { toasts: ToastItem[] }) {
  return (
    <RadixToast.Provider label="Notification" duration={TOAST_VISIBLE_MS} swipeDirection="right">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          type="background"
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          className={`flex items-start gap-3 rounded-xl p-3 text-sm shadow-lg ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
            toast.tone === 'success'
              ? 'bg-green-50 text-green-900 ring-green-200'
              : 'bg-white text-slate-900 ring-slate-200'
          }`}
          data-testid="toast"
        >
          {/* Announced once, by the Toaster's own live region, not again by Radix's. */}
          <RadixToast.Description data-radix-toast-announce-exclude="" className="flex-1 pt-0.5">
            {toast.text}
          </RadixToast.Description>
          <RadixToast.Close
            aria-label="Dismiss"
            className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-black/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed inset-x-0 top-0 z-[60] flex flex-col gap-2 p-3 outline-none sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:w-96 sm:p-6" />
    </RadixToast.Provider>
  );
}
