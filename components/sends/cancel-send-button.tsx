'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { showToast } from '@/components/feedback/toast-store';
import type { ActionResult } from '@/lib/actions/safe-action';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles } from '@/components/ui/styles';

const AlertDialog = lazyLayer(() => import('@/components/ui/alert-dialog').then((m) => m.AlertDialog));

/**
 * "Cancel the N scheduled cards" (or "the N cards not yet printed" when some only wait for
 * payment): one confirmation saying what goes back, then one action for all of them. What
 * happened is announced in a live region that stays in the page, also once the button is gone.
 */
export function CancelSendButton({
  sendId,
  cards,
  scheduled,
  moneyNote,
  cancelSendAction,
}: {
  sendId: string;
  /** The page's server action (app/(app)/orders/sends/[id]/actions.ts). */
  cancelSendAction: (input: { sendId: string; cancellable: number }) => Promise<ActionResult<{ notice: string }>>;
  /** Cards the send's Cancel would take. */
  cards: number;
  scheduled: number;
  /** "$3.75 goes back to your balance." or "Nothing was charged." */
  moneyNote: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [pending, startTransition] = useTransition();
  const what = `${cards.toLocaleString('en-US')} ${scheduled === cards ? 'scheduled ' : ''}card${cards === 1 ? '' : 's'}${
    scheduled === cards ? '' : ' not yet printed'
  }`;

  const cancel = () =>
    startTransition(async () => {
      setError(null);
      const result = await cancelSendAction({ sendId, cancellable: cards });
      if (!result.ok) return setError(result.error);
      setNotice(result.data.notice);
      showToast(result.data.notice);
      setOpen(false);
      router.refresh();
    });

  return (
    <div className="space-y-3">
      {/* The toast announces it; the line stays as the page's record. */}
      <p role="status" aria-live="off" className="text-sm font-medium text-green-800 empty:hidden">
        {notice}
      </p>
      {cards > 0 && (
        <button type="button" onClick={() => setOpen(true)} className={buttonStyles.secondary}>
          Cancel the {what}
        </button>
      )}
      {open && (
        <AlertDialog
          title={`Cancel the ${what}?`}
          description={`${cards === 1 ? 'It' : 'They'} will not be mailed. ${moneyNote}`}
          cancelLabel="Keep them"
          actionLabel={`Cancel ${cards.toLocaleString('en-US')} card${cards === 1 ? '' : 's'}`}
          pendingLabel="Cancelling…"
          pending={pending}
          error={error}
          onDismissError={() => setError(null)}
          onAction={cancel}
          onCancel={() => {
            setError(null);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
