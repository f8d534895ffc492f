'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { addFundsAndSendAction, quoteSendAction, sendToRecipientAction } from '@/actions/send';
import { AddressAutocomplete, type AddressPick } from '@/components/addresses/address-autocomplete';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { ModalActions } from '@/components/ui/modal-actions';
import { fieldStyles } from '@/components/ui/styles';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import type { CustomValue } from '@/lib/db/schema';
import type { SendQuote } from '@/lib/orders/quote-send';
import { actionError } from '@/lib/actions/action-error';
import { placementNotice, planOutcome } from '@/lib/orders/placement-notice';
import { scheduledNotice } from '@/lib/orders/send-date';
import { SEND_MESSAGES } from '@/lib/validation/send';
import { ConfirmOrder } from './confirm-order';
import type { SentNotice } from './placed-notice';
import type { CampaignView } from './types';

type Props = {
  campaign: CampaignView;
  customValues: CustomValue[];
  onClose: () => void;
  /** After the order is written, with the notice that says how it gets paid (or that it waits). */
  onSent: (notice: SentNotice) => void;
};

/** Send (spec section 2): the recipient form, then Confirm Order with preview and cost. */
export function AddRecipientModal({ campaign, customValues, onClose, onSent }: Props) {
  const router = useRouter();
  const extraValues = customValues.filter((v) => v.id !== 'recipient_name');
  const [name, setName] = useState('');
  const [pick, setPick] = useState<AddressPick | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(extraValues.map((v) => [v.id, v.defaultValue])),
  );
  const [quote, setQuote] = useState<SendQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [addressTyped, setAddressTyped] = useState(false);
  const dirty = !!name.trim() || addressTyped || extraValues.some((v) => (values[v.id] ?? '') !== v.defaultValue);

  function toConfirm(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(SEND_MESSAGES.nameRequired);
    if (!pick) return setError(addressError ?? ADDRESS_MESSAGES.notValidated);
    setError(null);
    startTransition(async () => {
      const { street_number, route, locality, administrative_area_level_1, postal_code } = pick.address;
      const result = await quoteSendAction({
        campaignId: campaign.id,
        recipientName: name,
        customValues: values,
        address: { street_number, route, locality, administrative_area_level_1, postal_code },
      });
      const failure = actionError(result);
      if (failure || !result.ok) return setError(failure);
      setQuote(result.data);
    });
  }

  /** What Submit Order and 'Add funds and send' both send: the picked address is resolved again on the server. */
  const send = (picked: AddressPick, sendAnyway: boolean, sendDate: string) => ({
    sendAnyway,
    sendDate: sendDate || null,
    campaignId: campaign.id,
    recipientName: name,
    placeId: picked.placeId,
    sessionToken: picked.sessionToken,
    customValues: values,
    linkId: quote?.linkId ?? null,
  });

  function submit(sendAnyway: boolean, sendDate: string) {
    if (!pick) return setError(ADDRESS_MESSAGES.notValidated);
    startTransition(async () => {
      const result = await sendToRecipientAction(send(pick, sendAnyway, sendDate));
      const failure = actionError(result);
      if (failure || !result.ok) return setError(failure);
      const { plan } = result.data;
      router.refresh();
      onSent({
        text:
          placementNotice(plan, 'Order', ` for ${campaign.name}`) +
          scheduledNotice(result.data.sendDate, quote?.today ?? ''),
        waits: planOutcome(plan).waiting > 0,
      });
    });
  }

  function addFundsAndSend(amount: string, sendAnyway: boolean, sendDate: string) {
    if (!pick) return setError(ADDRESS_MESSAGES.notValidated);
    startTransition(async () => {
      const result = await addFundsAndSendAction({ ...send(pick, sendAnyway, sendDate), amount });
      const failure = actionError(result);
      if (failure || !result.ok) return setError(failure);
      window.location.assign(result.data.url);
    });
  }

  return (
    <Dialog
      title={quote ? 'Confirm Order' : `Send: ${campaign.name}`}
      onClose={onClose}
      size="lg"
      dirty={dirty}
      step={quote && pick ? 'confirm' : 'recipient'}
    >
      {error && (
        <div className="mb-4">
          <ErrorBox message={error} onDismiss={() => setError(null)} />
        </div>
      )}
      {quote && pick ? (
        <ConfirmOrder
          quote={quote}
          recipientName={name}
          address={pick.address}
          pending={pending}
          onCancel={() => setQuote(null)}
          onSubmit={submit}
          onAddFundsAndSend={addFundsAndSend}
        />
      ) : (
        <form onSubmit={toConfirm} noValidate className="space-y-4">
          <div>
            <label htmlFor="recipient-name" className={fieldStyles.label}>
              {campaign.type === 'neighbor' ? 'Name at the target address' : 'Recipient name'}
            </label>
            <input
              id="recipient-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={120}
              className={fieldStyles.input}
            />
          </div>
          <AddressAutocomplete
            id="recipient-address"
            label={campaign.type === 'neighbor' ? 'Target address (US)' : 'Address (US)'}
            onTextChange={(text) => setAddressTyped(!!text.trim())}
            onResolved={(address, message, picked) => {
              setPick(address && picked ? { ...picked, address } : null);
              setAddressError(message ?? null);
            }}
          />
          {extraValues.map((value) => (
            <div key={value.id}>
              <label htmlFor={`value-${value.id}`} className={fieldStyles.label}>
                {value.name}
              </label>
              <input
                id={`value-${value.id}`}
                value={values[value.id] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [value.id]: e.target.value }))}
                maxLength={200}
                className={fieldStyles.input}
              />
            </div>
          ))}
          <ModalActions onCancel={onClose} label="Continue" pendingLabel="Calculating..." pending={pending} />
        </form>
      )}
    </Dialog>
  );
}
