'use client';

import { useState } from 'react';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles } from '@/components/ui/styles';
import type { AddFundsNeed } from './add-funds-dialog';

/** Loaded when first opened, so the dialog library is not in any page's first load. */
export const AddFundsDialog = lazyLayer(() => import('./add-funds-dialog').then((m) => m.AddFundsDialog));

export function AddFundsButton({ className = buttonStyles.secondary, ...need }: { className?: string } & AddFundsNeed) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        Add funds
      </button>
      {open && <AddFundsDialog onClose={() => setOpen(false)} {...need} />}
    </>
  );
}
