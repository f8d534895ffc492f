'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState } from 'react';
import { updatePhoneNumberFormAction } from '@/actions/phones';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number-messages';
import { formatPhoneNumber } from '@/lib/phones/format-phone-number';
import { DeletePhoneQuestion } from './delete-phone-confirm';
import { areaCodeOf } from './phone-format';
import { ForwardingFields, PhoneNameField } from './phone-fields';
import type { PhoneNumberView } from './types';

const rules = lazyRules(() =>
  import('@/lib/validation/phone-number').then((m) => validateWith(m.EditPhoneNumberFormSchema)),
);

/**
 * 'Edit Phone Number': name, forwarding number and whisper message can change; the number and
 * its area code cannot. Its Delete button turns the modal into the delete question.
 */
export function EditPhoneModal({ phone, onClose }: { phone: PhoneNumberView; onClose: () => void }) {
  const router = useRouter();
  const [name, setName] = useState(phone.name);
  const [forwardingNumber, setForwardingNumber] = useState(phone.forwardingNumber);
  const [whisperMessage, setWhisperMessage] = useState(phone.whisperMessage);
  const [confirming, setConfirming] = useState(false);
  const [state, formAction] = useActionState(
    orSay(updatePhoneNumberFormAction, PHONE_MESSAGES.updateFailed),
    IDLE_FORM_STATE,
  );
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);

  useOnActionSuccess(state, () => {
    router.refresh();
    onClose();
  });

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
        <DeletePhoneQuestion id={phone.id} onCancel={() => setConfirming(false)} onDeleted={onClose} />
      ) : (
        <form action={formAction} {...formProps} className="space-y-4">
          {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
          <input type="hidden" name="id" value={phone.id} />
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
          <PhoneNameField id="edit-phone-name" value={name} onChange={setName} error={errorFor('name')} />
          <ForwardingFields
            idPrefix="edit-phone"
            forwardingNumber={forwardingNumber}
            whisperMessage={whisperMessage}
            onForwardingNumber={setForwardingNumber}
            onWhisperMessage={setWhisperMessage}
            errorFor={errorFor}
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
              <SubmitButton label="Save" pendingLabel="Saving..." />
            </div>
          </div>
        </form>
      )}
    </Dialog>
  );
}
