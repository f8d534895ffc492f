'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { deleteContactAction } from '@/actions/contacts';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import type { EditedContact } from './contact-dialog';

// Loads when first opened, not with the page (decision 029).
const AlertDialog = lazyLayer(() => import('@/components/ui/alert-dialog').then((m) => m.AlertDialog));

const ContactDialog = lazyLayer(() => import('./contact-dialog').then((m) => m.ContactDialog));

/** Edit and Delete on a contact's row. */
export function ContactRowActions({ listId, contact }: { listId: string; contact: EditedContact }) {
  const router = useRouter();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function remove() {
    setError(null);
    startTransition(async () => {
      const result = await deleteContactAction({ contactId: contact.id }).catch(() => null);
      if (!result) return setError(CONTACT_MESSAGES.deleteContactFailed);
      if (!result.ok) return setError(actionError(result));
      setOpen(null);
      router.refresh();
    });
  }

  return (
    <div className="flex gap-2">
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen('edit')}>
        Edit<span className="sr-only"> {contact.name}</span>
      </button>
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen('delete')}>
        Delete<span className="sr-only"> {contact.name}</span>
      </button>
      {open === 'edit' && (
        <ContactDialog
          listId={listId}
          contact={contact}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            router.refresh();
          }}
        />
      )}
      {open === 'delete' && (
        <AlertDialog
          title="Delete this contact?"
          description={`${contact.name}, ${contact.formatted}, is removed from the list.`}
          actionLabel="Delete contact"
          pendingLabel="Deleting..."
          pending={pending}
          error={error}
          onDismissError={() => setError(null)}
          onAction={remove}
          onCancel={() => setOpen(null)}
        />
      )}
    </div>
  );
}
