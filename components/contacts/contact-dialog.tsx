'use client';

import { useState, useTransition } from 'react';
import { addContactAction, updateContactAction } from '@/actions/contacts';
import { AddressAutocomplete } from '@/components/addresses/address-autocomplete';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { BULK_MESSAGES } from '@/lib/bulk/parse-recipients-csv';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';

export type EditedContact = { id: string; name: string; address2: string | null; formatted: string };

/**
 * 'Add contact' (a name and an address picked in the autocomplete, validated as Send validates
 * it) or, with `contact`, 'Edit contact': the address stays unless a new one is picked.
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
  const [addressError, setAddressError] = useState<string | null>(null);
  const [addressTyped, setAddressTyped] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const dirty = name !== (contact?.name ?? '') || address2 !== (contact?.address2 ?? '') || addressTyped;

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(BULK_MESSAGES.nameRequired);
    // Editing: the address typed over but not picked again is not validated.
    if ((!contact || addressTyped) && !pick) return setError(addressError ?? ADDRESS_MESSAGES.notValidated);
    setError(null);
    startTransition(async () => {
      const fields = { name, address2, ...(pick ?? {}) };
      const result = await (
        contact ? updateContactAction({ contactId: contact.id, ...fields }) : addContactAction({ listId, ...fields })
      ).catch(() => null);
      if (!result) return setError(CONTACT_MESSAGES.saveContactFailed);
      if (!result.ok) return setError(actionError(result));
      onSaved();
    });
  }

  return (
    <Dialog title={contact ? 'Edit contact' : 'Add contact'} onClose={onClose} dirty={dirty}>
      <form onSubmit={save} className="space-y-4" noValidate>
        {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
        <div>
          <label htmlFor="contact-name" className={fieldStyles.label}>
            Name
          </label>
          <input
            id="contact-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={120}
            autoComplete="off"
            className={fieldStyles.input}
          />
        </div>
        <AddressAutocomplete
          id="contact-address"
          label="Address"
          initialText={contact?.formatted ?? ''}
          onTextChange={() => setAddressTyped(true)}
          onResolved={(address, message, picked) => {
            setPick(address && picked ? picked : null);
            setAddressError(address ? null : (message ?? null));
          }}
        />
        <div>
          <label htmlFor="contact-address-2" className={fieldStyles.label}>
            Apartment, suite or unit <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            id="contact-address-2"
            value={address2}
            onChange={(e) => setAddress2(e.target.value)}
            maxLength={100}
            autoComplete="off"
            className={fieldStyles.input}
          />
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            Cancel
          </button>
          <button type="submit" disabled={pending} className={buttonStyles.primary}>
            {pending ? 'Saving...' : contact ? 'Save contact' : 'Add contact'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
