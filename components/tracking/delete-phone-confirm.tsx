'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { deletePhoneNumberAction } from '@/actions/phones';
import { ErrorBox } from '@/components/ui/error-box';
import { AlertDialog, dangerButtonStyle } from '@/components/ui/alert-dialog';
import { buttonStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number-messages';

/** Deleting releases the number; `run` reports an error message or null when it is gone. */
export function useDeletePhoneNumber(id: string, onDeleted: () => void) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = () => {
    setError(null);
    startTransition(async () => {
      try {
        const failed = actionError(await deletePhoneNumberAction({ id }));
        if (failed) return setError(failed);
        router.refresh();
        onDeleted();
      } catch {
        setError(PHONE_MESSAGES.deleteFailed);
      }
    });
  };
  return { error, pending, run, clearError: () => setError(null) };
}

/** The question and its Cancel / Delete buttons, as a step of the edit dialog. */
export function DeletePhoneQuestion({
  error,
  pending,
  onCancel,
  onConfirm,
  onDismissError,
}: {
  error: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onDismissError: () => void;
}) {
  return (
    <div className="space-y-4">
      {error && <ErrorBox message={error} onDismiss={onDismissError} />}
      <p className="text-sm text-slate-700">{PHONE_MESSAGES.deleteConfirm}</p>
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} disabled={pending} className={dangerButtonStyle}>
          {pending ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </div>
  );
}

/** 'Confirm Delete', opened from a row's Delete button. */
export function DeletePhoneConfirm({ id, onClose }: { id: string; onClose: () => void }) {
  const del = useDeletePhoneNumber(id, onClose);
  return (
    <AlertDialog
      title="Confirm Delete"
      description={PHONE_MESSAGES.deleteConfirm}
      actionLabel="Delete"
      pendingLabel="Deleting..."
      pending={del.pending}
      error={del.error}
      onDismissError={del.clearError}
      onAction={del.run}
      onCancel={onClose}
    />
  );
}
