'use client';

import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { ErrorBox } from './error-box';
import { buttonStyles } from './styles';
import { useModalPresence } from '@/components/feedback/modal-presence';
import { useOpener } from './use-opener';

export const dangerButtonStyle =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A confirmation (decision 029: Radix UI's alert dialog): a question, Cancel and one action.
 * Focus starts on Cancel (the choice that loses nothing, WAI-ARIA's advice for an alert dialog);
 * Escape and Cancel call `onCancel`; the backdrop does nothing. The action does not close it by
 * itself, so it can show `pendingLabel` and an error while its work runs. Rendered only while
 * open; focus goes back to the opener when it closes.
 */
export function AlertDialog({
  title,
  description,
  children,
  cancelLabel = 'Cancel',
  actionLabel,
  pendingLabel,
  pending = false,
  destructive = true,
  error,
  onDismissError,
  onAction,
  form,
  onCancel,
}: {
  title: string;
  description: React.ReactNode;
  /** More to read under the question (the name of what is deleted). */
  children?: React.ReactNode;
  cancelLabel?: string;
  actionLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  error?: string | null;
  onDismissError?: () => void;
  /** Without `form`: what the action button does. */
  onAction?: () => void;
  /** The id of a `<form action>` (in `children`) that the action button submits instead. */
  form?: string;
  onCancel: () => void;
}) {
  const opener = useOpener();
  useModalPresence(); // a toast arriving now waits until this closes (it would take Escape)
  return (
    <RadixAlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <div className="pointer-events-none fixed inset-0 z-[60] flex items-end justify-center sm:items-center sm:p-4">
          <RadixAlertDialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.restore();
            }}
            className="pointer-events-auto w-full rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:max-w-md sm:rounded-2xl"
          >
            <RadixAlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixAlertDialog.Title>
            <RadixAlertDialog.Description className="mt-2 text-sm text-slate-700">
              {description}
            </RadixAlertDialog.Description>
            {children}
            {error && (
              <div className="mt-4">
                <ErrorBox message={error} onDismiss={onDismissError} />
              </div>
            )}
            <div className="mt-5 flex justify-end gap-2 border-t border-slate-200 pt-4">
              <RadixAlertDialog.Cancel className={buttonStyles.secondary}>{cancelLabel}</RadixAlertDialog.Cancel>
              <button
                type={form ? 'submit' : 'button'}
                form={form}
                onClick={form ? undefined : onAction}
                disabled={pending}
                className={destructive ? dangerButtonStyle : buttonStyles.primary}
              >
                {pending && pendingLabel ? pendingLabel : actionLabel}
              </button>
            </div>
          </RadixAlertDialog.Content>
        </div>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
