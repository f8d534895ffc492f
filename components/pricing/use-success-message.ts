'use client';

import { useEffect, useState } from 'react';

/** Spec: a saved pricing change is confirmed for 3 s, like the auto-recharge form. */
export const SUCCESS_VISIBLE_MS = 3000;

/** A success message that clears itself SUCCESS_VISIBLE_MS after it was set. */
export function useSuccessMessage() {
  const [success, setSuccess] = useState<string | null>(null);
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [success]);
  return [success, setSuccess] as const;
}
