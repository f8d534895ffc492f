'use client';

import { useState } from 'react';

/**
 * The element that had focus when a layer (dialog, alert) first rendered: the button that opened
 * it. `restore` gives it focus back when the layer closes, unless it left the page; then
 * `fallback` (the button that opened a dialog this one follows) gets it.
 */
export function useOpener(fallback?: React.RefObject<HTMLElement | null>) {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return {
    restore() {
      const target = opener?.isConnected && opener !== document.body ? opener : fallback?.current;
      if (target?.isConnected) target.focus();
    },
  };
}
