'use client';

import { useState } from 'react';
import { lazyLayer } from '@/components/ui/lazy-layer';
import type { PhoneNumberView } from './types';

// The dialogs (and their library) load when first opened, not with the page (decision 029).
const DeletePhoneConfirm = lazyLayer(() => import('./delete-phone-confirm').then((m) => m.DeletePhoneConfirm));
const EditPhoneModal = lazyLayer(() => import('./edit-phone-modal').then((m) => m.EditPhoneModal));

const linkButton =
  'rounded-lg px-2.5 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/** The Actions cell of a phone row: Edit (modal) and Delete (Confirm Delete). */
export function PhoneRowActions({ phone }: { phone: PhoneNumberView }) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  return (
    <div className="flex items-center gap-1 sm:justify-end">
      <button
        type="button"
        onClick={() => setOpen('edit')}
        aria-label={`Edit ${phone.name}`}
        className={`${linkButton} text-brand-700 hover:bg-brand-50`}
      >
        Edit
      </button>
      <button
        type="button"
        onClick={() => setOpen('delete')}
        aria-label={`Delete ${phone.name}`}
        className={`${linkButton} text-red-700 hover:bg-red-50`}
      >
        Delete
      </button>
      {open === 'edit' && <EditPhoneModal phone={phone} onClose={() => setOpen(null)} />}
      {open === 'delete' && <DeletePhoneConfirm id={phone.id} onClose={() => setOpen(null)} />}
    </div>
  );
}
