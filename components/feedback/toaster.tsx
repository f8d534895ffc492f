'use client';

import { useSyncExternalStore } from 'react';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { isModalOpen, noModalOnServer, subscribeToModals } from './modal-presence';
import { currentToasts, serverToasts, subscribeToToasts } from './toast-store';

// Radix Toast loads with the first toast, not with the page (decision 050: first-load JS).
const ToastViewport = lazyLayer(() => import('./toast-viewport').then((m) => m.ToastViewport));

/**
 * The one place toasts show, in the root layout. What they say is announced by a live region
 * that is on the page from its first paint (a region inserted together with its text is often
 * not read), and has no status role of its own: the page's own status lines stay the only
 * `role="status"` elements that carry these words. No toast shows while a dialog is open, so
 * that the dialog keeps Escape (components/feedback/modal-presence.ts).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts);
  const modalOpen = useSyncExternalStore(subscribeToModals, isModalOpen, noModalOnServer);
  // None while a dialog is open (components/feedback/modal-presence.ts): it keeps Escape.
  const shown = modalOpen ? [] : toasts;

  return (
    <>
      {/* Each toast is a line added to the region: read as it arrives, alone. */}
      <div aria-live="polite" aria-relevant="additions" className="sr-only" data-testid="toast-announcer">
        {toasts.map((toast) => (
          <p key={toast.id}>{toast.text}</p>
        ))}
      </div>
      {shown.length > 0 && <ToastViewport toasts={shown} />}
    </>
  );
}
