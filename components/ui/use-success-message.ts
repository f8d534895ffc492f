'use client';

import { useEffect, useState } from 'react';
import type { FormState } from '@/lib/forms/form-state';

/** Spec section 9: a saved change is confirmed for 3 s. */
export const SUCCESS_VISIBLE_MS = 3000;

/**
 * The confirmation of a form's last successful answer (`useActionState`'s state), shown for
 * SUCCESS_VISIBLE_MS; a refusal or a new submit that fails hides it at once.
 */
export function useSuccessMessage<T>(state: FormState<T>, describe: (data: T) => string): string | null {
  const [shown, setShown] = useState<FormState<T> | null>(null);
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setShown(state.status === 'success' ? state : null);
  }
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown ? describe(shown.data as T) : null;
}
