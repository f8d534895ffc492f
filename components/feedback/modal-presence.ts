'use client';

import { useEffect } from 'react';

/**
 * How many modal dialogs are open. A toast is a Radix layer of its own: one that appears while
 * a dialog is open becomes the top layer and takes the next Escape, which the person meant for
 * the dialog. So the Toaster holds a toast that arrives while a dialog is open until it closes
 * (its words are announced at once all the same).
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
    open++;
    emit();
    return () => {
      open--;
      emit();
    };
  }, []);
}
