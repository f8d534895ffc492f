'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { createPhoneNumberAction } from '@/actions/phones';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { ModalActions } from '@/components/ui/modal-actions';
import { actionError } from '@/lib/actions/action-error';
import { PHONE_MESSAGES, phoneNumberFormError } from '@/lib/validation/phone-number';
import { AreaCodeField, useAreaCodeAvailability } from './area-code-field';
import { ForwardingFields, PhoneNameField } from './phone-fields';

/** 'Create New Phone Number' (Pro): rents a number in the area code that forwards to yours. */
export function CreatePhoneModal({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const [name, setName] = useState('');
  const [areaCode, setAreaCode] = useState('');
  const [forwardingNumber, setForwardingNumber] = useState('');
  const [whisperMessage, setWhisperMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const availability = useAreaCodeAvailability(areaCode);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const invalid = phoneNumberFormError({ name, areaCode, forwardingNumber, whisperMessage });
    if (invalid) return setError(invalid);
    if (availability === 'unavailable') return setError(PHONE_MESSAGES.noneAvailable);
    setError(null);
    startTransition(async () => {
      try {
        const result = await createPhoneNumberAction({
          name: name.trim(),
          areaCode,
          forwardingNumber,
          whisperMessage: whisperMessage.trim(),
        });
        const failed = actionError(result);
        if (failed) return setError(failed);
        router.refresh();
        onClose();
      } catch {
        setError(PHONE_MESSAGES.createFailed);
      }
    });
  }

  return (
    <Dialog
      title="Create New Phone Number"
      onClose={onClose}
      dirty={!!(name.trim() || areaCode.trim() || forwardingNumber.trim() || whisperMessage.trim())}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
        <PhoneNameField id="phone-name" value={name} onChange={setName} />
        <AreaCodeField id="phone-area-code" value={areaCode} onChange={setAreaCode} availability={availability} />
        <ForwardingFields
          idPrefix="phone"
          forwardingNumber={forwardingNumber}
          whisperMessage={whisperMessage}
          onForwardingNumber={setForwardingNumber}
          onWhisperMessage={setWhisperMessage}
        />
        <ModalActions onCancel={onClose} label="Create Phone Number" pendingLabel="Creating..." pending={pending} />
      </form>
    </Dialog>
  );
}
