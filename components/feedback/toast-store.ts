/**
 * The toasts on screen, kept outside React so anything (a dialog that is about to close, a page
 * that just arrived) can say what happened with `showToast` and the one Toaster shows it.
 */
export type ToastTone = 'success' | 'info';
export type ToastItem = { id: number; text: string; tone: ToastTone };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Says what just happened, announced politely to screen readers (decision 050). */
export function showToast(text: string, tone: ToastTone = 'success') {
  // The same words twice in a row (a double click, a remount) are one toast.
  if (toasts.some((toast) => toast.text === text)) return;
  toasts = [...toasts, { id: nextId++, text, tone }];
  emit();
}

/** A dialog opened: the toasts on screen were seen and announced, and a toast must not sit above a dialog. */
export function dismissAllToasts() {
  if (toasts.length === 0) return;
  toasts = [];
  emit();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const currentToasts = () => toasts;
const noToasts: ToastItem[] = [];
export const serverToasts = () => noToasts;
