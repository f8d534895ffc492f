'use client';

import { useEffect } from 'react';
import { dismissAllToasts } from './toast-store';

/**
 * How many modal dialogs are open. A toast is a Radix layer of its own, and Radix gives Escape to
 * the top layer only: a toast over a dialog would take the Escape the person meant for the
 * dialog. So no toast shows while a dialog is open: those on screen when it opens are dismissed
 * (seen and announced already), and one that arrives meanwhile shows once the dialog closes (its
 * words are announced at once all the same).
 */
let open = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeToModals(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const isModalOpen = () => open > 0;
export const noModalOnServer = () => false;

/** Counts the calling dialog as open while it is mounted (our dialogs are mounted only while open). */
export function useModalPresence() {
  useEffect(() => {
    if (open++ === 0) dismissAllToasts();
    emit();
    return () => {
      open--;
      emit();
    };
  }, []);
}
