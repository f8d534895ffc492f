'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { isModalOpen, noModalOnServer, subscribeToModals } from './modal-presence';
import { currentToasts, serverToasts, subscribeToToasts, type ToastItem } from './toast-store';

const loadViewport = () => import('./toast-viewport').then((m) => m.ToastViewport);
// Radix Toast loads after the page, not with it (decision 050: first-load JS).
const ToastViewport = lazyLayer(loadViewport);

/**
 * The one place toasts show, in the root layout. What they say is announced by a live region
 * that is on the page from its first paint (a region inserted together with its text is often
 * not read), and has no status role of its own: the page's own status lines stay the only
 * `role="status"` elements that carry these words. A toast that arrives while a dialog is open
 * shows once the dialog closes, so that the dialog keeps Escape (components/feedback/modal-presence.ts).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts);
  const modalOpen = useSyncExternalStore(subscribeToModals, isModalOpen, noModalOnServer);
  // The toasts on screen when a dialog opened: they stay (minus the dismissed); new ones wait.
  const [held, setHeld] = useState<ToastItem[] | null>(null);
  if (modalOpen && held === null) setHeld(toasts);
  if (!modalOpen && held !== null) setHeld(null);
  const shown = modalOpen && held ? held.filter((toast) => toasts.includes(toast)) : toasts;

  useEffect(() => {
    // Loaded once the page is idle, so a toast mounts the moment it is shown: one that mounted
    // late, after a dialog opened, would be the top layer and take that dialog's Escape.
    const preload = () => void loadViewport();
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(preload);
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, []);

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
