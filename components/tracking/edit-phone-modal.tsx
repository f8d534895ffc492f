'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { updatePhoneNumberAction } from '@/actions/phones';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { PHONE_MESSAGES, phoneNumberFormError } from '@/lib/validation/phone-number';
import { DeletePhoneQuestion, useDeletePhoneNumber } from './delete-phone-confirm';
import { formatPhoneNumber } from '@/lib/phones/format-phone-number';
import { areaCodeOf } from './phone-format';
import { ForwardingFields, PhoneNameField } from './phone-fields';
import type { PhoneNumberView } from './types';

/**
 * 'Edit Phone Number': name, forwarding number and whisper message can change; the number and
 * its area code cannot. Its Delete button turns the modal into the delete question.
 */
export function EditPhoneModal({ phone, onClose }: { phone: PhoneNumberView; onClose: () => void }) {
  const router = useRouter();
  const [name, setName] = useState(phone.name);
  const [forwardingNumber, setForwardingNumber] = useState(phone.forwardingNumber);
  const [whisperMessage, setWhisperMessage] = useState(phone.whisperMessage);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const del = useDeletePhoneNumber(phone.id, onClose);

  function save(event: React.FormEvent) {
    event.preventDefault();
    const invalid = phoneNumberFormError({ name, forwardingNumber, whisperMessage });
    if (invalid) return setError(invalid);
    setError(null);
    startTransition(async () => {
      try {
        const failed = actionError(
          await updatePhoneNumberAction({
            id: phone.id,
            name: name.trim(),
            forwardingNumber,
            whisperMessage: whisperMessage.trim(),
          }),
        );
        if (failed) return setError(failed);
        router.refresh();
        onClose();
      } catch {
        setError(PHONE_MESSAGES.updateFailed);
      }
    });
  }

  return (
    <Dialog
      title="Edit Phone Number"
      onClose={onClose}
      dirty={
        name !== phone.name || forwardingNumber !== phone.forwardingNumber || whisperMessage !== phone.whisperMessage
      }
      step={confirming ? 'delete' : 'edit'}
    >
      {confirming ? (
        <DeletePhoneQuestion
          error={del.error}
          pending={del.pending}
          onCancel={() => {
            del.clearError();
            setConfirming(false);
          }}
          onConfirm={del.run}
          onDismissError={del.clearError}
        />
      ) : (
        <form onSubmit={save} noValidate className="space-y-4">
          {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
          <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
            <div>
              <dt className={fieldStyles.label}>Phone number</dt>
              <dd className="mt-1 font-medium tabular-nums text-slate-900">{formatPhoneNumber(phone.phoneNumber)}</dd>
            </div>
            <div>
              <dt className={fieldStyles.label}>Area code</dt>
              <dd className="mt-1 font-medium tabular-nums text-slate-900">{areaCodeOf(phone.phoneNumber)}</dd>
            </div>
          </dl>
          <PhoneNameField id="edit-phone-name" value={name} onChange={setName} />
          <ForwardingFields
            idPrefix="edit-phone"
            forwardingNumber={forwardingNumber}
            whisperMessage={whisperMessage}
            onForwardingNumber={setForwardingNumber}
            onWhisperMessage={setWhisperMessage}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4">
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
            >
              Delete
            </button>
            <div className="flex gap-2">
              <button type="button" onClick={onClose} className={buttonStyles.secondary}>
                Cancel
              </button>
              <button type="submit" disabled={pending} className={buttonStyles.primary}>
                {pending ? 'Saving...' : 'Save'}
              </button>
            </div>
          </div>
        </form>
      )}
    </Dialog>
  );
}
