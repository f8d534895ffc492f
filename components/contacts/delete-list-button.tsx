'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { deleteListAction } from '@/actions/contacts';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';

// Loads when first opened, not with the page (decision 029).
const AlertDialog = lazyLayer(() => import('@/components/ui/alert-dialog').then((m) => m.AlertDialog));

/** Deletes a list and its contacts after asking; then shows the Contacts page (`then`). */
export function DeleteListButton({
  listId,
  name,
  count,
  then = '/contacts',
  label = 'Delete',
}: {
  listId: string;
  name: string;
  count: number;
  then?: string;
  /** The button's visible words; the list's name follows for screen readers when it is only "Delete". */
  label?: string;
}) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function remove() {
    setError(null);
    startTransition(async () => {
      const result = await deleteListAction({ listId }).catch(() => null);
      if (!result) return setError(CONTACT_MESSAGES.deleteListFailed);
      if (!result.ok) return setError(actionError(result));
      setAsking(false);
      router.push(then);
      router.refresh();
    });
  }

  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(true)}>
        {label}
        {label === 'Delete' && <span className="sr-only"> list {name}</span>}
      </button>
      {asking && (
        <AlertDialog
          title="Delete this list?"
          description={`"${name}" and its ${count.toLocaleString('en-US')} ${count === 1 ? 'contact' : 'contacts'} are deleted. Orders already placed from it stay.`}
          actionLabel="Delete list"
          pendingLabel="Deleting..."
          pending={pending}
          error={error}
          onDismissError={() => setError(null)}
          onAction={remove}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
