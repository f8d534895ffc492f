'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import { lazyLayer } from '@/components/ui/lazy-layer';

// Loads when first opened, not with the page (decision 029).
const NewListDialog = lazyLayer(() => import('./new-list-dialog').then((m) => m.NewListDialog));

/** 'New list' on the Contacts page: the new list opens once it is created. */
export function NewListButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonStyles.primary} onClick={() => setOpen(true)}>
        New list
      </button>
      {open && (
        <NewListDialog
          onClose={() => setOpen(false)}
          onCreated={(id) => {
            setOpen(false);
            router.push(`/contacts/${id}`);
          }}
        />
      )}
    </>
  );
}
