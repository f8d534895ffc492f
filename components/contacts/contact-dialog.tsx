'use client';

import { useActionState, useState } from 'react';
import { addContactFormAction, updateContactFormAction } from '@/actions/contacts';
import { AddressAutocomplete } from '@/components/addresses/address-autocomplete';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton, TextField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import { MAX_ADDRESS_2_LENGTH } from '@/lib/validation/address-line-2';

export type EditedContact = { id: string; name: string; address2: string | null; formatted: string };

const addRules = lazyRules(() => import('@/lib/validation/contacts').then((m) => validateWith(m.AddContactFormSchema)));
const editRules = lazyRules(() =>
  import('@/lib/validation/contacts').then((m) => validateWith(m.EditContactFormSchema)),
);
const addAction = orSay(addContactFormAction, CONTACT_MESSAGES.saveContactFailed);
const editAction = orSay(updateContactFormAction, CONTACT_MESSAGES.saveContactFailed);

/**
 * 'Add contact' (a name and an address picked in the autocomplete, validated as Send validates
 * it) or, with `contact`, 'Edit contact': the address stays unless a new one is picked. A
 * `<form action>`: every field's error stands beside it, all at once.
 */
export function ContactDialog({
  listId,
  contact,
  onClose,
  onSaved,
}: {
  listId: string;
  contact?: EditedContact;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(contact?.name ?? '');
  const [address2, setAddress2] = useState(contact?.address2 ?? '');
  const [pick, setPick] = useState<{ placeId: string; sessionToken: string } | null>(null);
  const [addressTyped, setAddressTyped] = useState(false);
  const [state, formAction] = useActionState(contact ? editAction : addAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError, clearErrors } = useFormErrors(
    state,
    contact ? editRules : addRules,
  );
  useOnActionSuccess(state, onSaved);
  const dirty = name !== (contact?.name ?? '') || address2 !== (contact?.address2 ?? '') || addressTyped;

  return (
    <Dialog title={contact ? 'Edit contact' : 'Add contact'} onClose={onClose} dirty={dirty}>
      <form action={formAction} {...formProps} className="space-y-4">
        {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
        {contact ? (
          <input type="hidden" name="contactId" value={contact.id} />
        ) : (
          <input type="hidden" name="listId" value={listId} />
        )}
        <input type="hidden" name="addressTyped" value={addressTyped ? 'true' : ''} />
        {pick && (
          <>
            <input type="hidden" name="placeId" value={pick.placeId} />
            <input type="hidden" name="sessionToken" value={pick.sessionToken} />
          </>
        )}
        <TextField
          id="contact-name"
          name="name"
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={120}
          autoComplete="off"
          error={errorFor('name')}
        />
        <AddressAutocomplete
          id="contact-address"
          name="address"
          label="Address"
          initialText={contact?.formatted ?? ''}
          error={errorFor('address')}
          onTextChange={() => setAddressTyped(true)}
          onResolved={(address, _message, picked) => {
            setPick(address && picked ? picked : null);
            if (address) clearErrors(['address']);
          }}
        />
        <TextField
          id="contact-address-2"
          name="address2"
          label={
            <>
              Apartment, suite or unit <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
          value={address2}
          onChange={(e) => setAddress2(e.target.value)}
          maxLength={MAX_ADDRESS_2_LENGTH}
          autoComplete="off"
          error={errorFor('address2')}
        />
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            Cancel
          </button>
          <SubmitButton label={contact ? 'Save contact' : 'Add contact'} pendingLabel="Saving..." />
        </div>
      </form>
    </Dialog>
  );
}
