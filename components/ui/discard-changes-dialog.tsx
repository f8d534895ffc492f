'use client';

import { AlertDialog } from './alert-dialog';

/**
 * Asked before Escape, × or the backdrop closes a dialog that holds typed input: Cancel keeps the
 * dialog and what was typed, Discard closes it.
 */
export function DiscardChangesDialog({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <AlertDialog
      title="Discard changes?"
      description="What you typed in this dialog will be lost."
      actionLabel="Discard"
      onAction={onDiscard}
      onCancel={onKeep}
    />
  );
}
