'use client';

import { useEffect, useRef } from 'react';

/**
 * Runs `then` once for each new successful answer of a form's action (useActionState's state),
 * never again when the component re-renders with the same answer: a dialog closes once per save.
 */
export function useOnActionSuccess(state: { status: string }, then: () => void): void {
  const seen = useRef(state);
  useEffect(() => {
    if (seen.current === state) return;
    seen.current = state;
    if (state.status === 'success') then();
  }, [state, then]);
}
