'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState, useTransition } from 'react';
import { addFundsAndSendAction, quoteSendFormAction, sendToRecipientAction } from '@/actions/send';
import { AddressAutocomplete, type AddressPick } from '@/components/addresses/address-autocomplete';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton, TextField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import type { CustomValue } from '@/lib/db/schema';
import type { SendQuote } from '@/lib/orders/quote-send';
import { actionError } from '@/lib/actions/action-error';
import { placementNotice, planOutcome } from '@/lib/orders/placement-notice';
import { scheduledNotice } from '@/lib/orders/send-date';
import { SEND_MESSAGES } from '@/lib/validation/send-messages';
import { ADDRESS_2_LABEL } from '@/lib/validation/address-line-2';

const rules = lazyRules(() =>
  import('@/lib/validation/send').then((m) => validateWith(m.QuoteSendFormSchema, m.quoteSendFromForm)),
);
const quoteAction = orSay(quoteSendFormAction, SEND_MESSAGES.pricingFailed);

/** The picked address's parts as the recipient form posts them (lib/validation/send.ts quoteSendFromForm). */
const ADDRESS_PARTS = ['street_number', 'route', 'locality', 'administrative_area_level_1', 'postal_code'] as const;
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

/**
 * Send (spec section 2): the recipient form (a `<form action>`: every field's error beside it, all
 * at once), then Confirm Order with preview and cost, whose errors show in the red panel.
 */
export function AddRecipientModal({ campaign, customValues, onClose, onSent }: Props) {
  const router = useRouter();
  const extraValues = customValues.filter((v) => v.id !== 'recipient_name');
  const neighbor = campaign.type === 'neighbor';
  const [name, setName] = useState('');
  // Apartment, suite, unit: typed, never looked up (a picked suggestion leaves it as it is).
  const [address2, setAddress2] = useState('');
  const [pick, setPick] = useState<AddressPick | null>(null);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(extraValues.map((v) => [v.id, v.defaultValue])),
  );
  const [quote, setQuote] = useState<SendQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [addressTyped, setAddressTyped] = useState(false);
  const dirty =
    !!name.trim() ||
    addressTyped ||
    !!address2.trim() ||
    extraValues.some((v) => (values[v.id] ?? '') !== v.defaultValue);

  const [quoteState, postRecipient] = useActionState(quoteAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError, clearErrors } = useFormErrors(quoteState, rules);
  useOnActionSuccess(quoteState, () => {
    if (!quoteState.data) return;
    setError(null);
    setQuote(quoteState.data);
  });

  /** What Submit Order and 'Add funds and send' both send: the picked address is resolved again on the server. */
  const send = (picked: AddressPick, sendAnyway: boolean, sendDate: string) => ({
    sendAnyway,
    sendDate: sendDate || null,
    campaignId: campaign.id,
    recipientName: name,
    address2: neighbor ? '' : address2,
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
      {quote && pick ? (
        <>
          {error && (
            <div className="mb-4">
              <ErrorBox message={error} onDismiss={() => setError(null)} />
            </div>
          )}
          <ConfirmOrder
            quote={quote}
            recipientName={name}
            address={pick.address}
            address2={neighbor ? null : address2}
            pending={pending}
            onCancel={() => setQuote(null)}
            onSubmit={submit}
            onAddFundsAndSend={addFundsAndSend}
          />
        </>
      ) : (
        <form action={postRecipient} {...formProps} className="space-y-4">
          {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
          <input type="hidden" name="campaignId" value={campaign.id} />
          {pick &&
            ADDRESS_PARTS.map((part) => (
              <input key={part} type="hidden" name={`address.${part}`} value={pick.address[part]} />
            ))}
          <TextField
            id="recipient-name"
            name="recipientName"
            label={neighbor ? 'Name at the target address' : 'Recipient name'}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={120}
            error={errorFor('recipientName')}
          />
          <AddressAutocomplete
            id="recipient-address"
            name="address"
            label={neighbor ? 'Target address (US)' : 'Address (US)'}
            initialText={pick?.address.formatted_address ?? ''}
            error={errorFor('address')}
            onTextChange={(text) => setAddressTyped(!!text.trim())}
            onResolved={(address, _message, picked) => {
              setPick(address && picked ? { ...picked, address } : null);
              if (address) clearErrors(['address']);
            }}
          />
          {/* A neighbor campaign's target gets no card: its unit would print nowhere. */}
          {!neighbor && (
            <TextField
              id="recipient-address-2"
              name="address2"
              label={ADDRESS_2_LABEL}
              value={address2}
              onChange={(e) => setAddress2(e.target.value)}
              autoComplete="address-line2"
              error={errorFor('address2')}
            />
          )}
          {extraValues.map((value) => (
            <TextField
              key={value.id}
              id={`value-${value.id}`}
              name={`customValues.${value.id}`}
              label={value.name}
              value={values[value.id] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [value.id]: e.target.value }))}
              maxLength={200}
              error={errorFor(`customValues.${value.id}`)}
            />
          ))}
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
            <button type="button" onClick={onClose} className={buttonStyles.secondary}>
              Cancel
            </button>
            <SubmitButton label="Continue" pendingLabel="Calculating..." />
          </div>
        </form>
      )}
    </Dialog>
  );
}
