'use client';

import { buttonStyles } from '@/components/ui/styles';

/** Opens the browser's print dialog for the page (a receipt). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className={buttonStyles.primary}>
      Print
    </button>
  );
}
