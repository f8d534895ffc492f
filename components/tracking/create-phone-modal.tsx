'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState } from 'react';
import { createPhoneNumberFormAction } from '@/actions/phones';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number-messages';
import { AreaCodeField, useAreaCodeAvailability } from './area-code-field';
import { ForwardingFields, PhoneNameField } from './phone-fields';

const rules = lazyRules(() =>
  import('@/lib/validation/phone-number').then((m) => validateWith(m.PhoneNumberFormSchema)),
);

/** 'Create New Phone Number' (Pro): rents a number in the area code that forwards to yours. */
export function CreatePhoneModal({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const [name, setName] = useState('');
  const [areaCode, setAreaCode] = useState('');
  const [forwardingNumber, setForwardingNumber] = useState('');
  const [whisperMessage, setWhisperMessage] = useState('');
  const availability = useAreaCodeAvailability(areaCode);
  const [state, formAction] = useActionState(
    orSay(createPhoneNumberFormAction, PHONE_MESSAGES.createFailed),
    IDLE_FORM_STATE,
  );
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);

  useOnActionSuccess(state, () => {
    router.refresh();
    onClose();
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    formProps.onSubmit(event);
    if (event.defaultPrevented || availability !== 'unavailable') return;
    // The area code says so beside it: no number to rent there.
    event.preventDefault();
    (event.currentTarget.elements.namedItem('areaCode') as HTMLInputElement | null)?.focus();
  }

  return (
    <Dialog
      title="Create New Phone Number"
      onClose={onClose}
      dirty={!!(name.trim() || areaCode.trim() || forwardingNumber.trim() || whisperMessage.trim())}
    >
      <form action={formAction} {...formProps} onSubmit={onSubmit} className="space-y-4">
        {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
        <PhoneNameField id="phone-name" value={name} onChange={setName} error={errorFor('name')} />
        <AreaCodeField
          id="phone-area-code"
          value={areaCode}
          onChange={setAreaCode}
          availability={availability}
          error={errorFor('areaCode')}
        />
        <ForwardingFields
          idPrefix="phone"
          forwardingNumber={forwardingNumber}
          whisperMessage={whisperMessage}
          onForwardingNumber={setForwardingNumber}
          onWhisperMessage={setWhisperMessage}
          errorFor={errorFor}
        />
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            Cancel
          </button>
          <SubmitButton label="Create Phone Number" pendingLabel="Creating..." />
        </div>
      </form>
    </Dialog>
  );
}
