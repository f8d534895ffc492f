'use client';

import { useActionState, useEffect, useState, useTransition } from 'react';
import {
  listSendChoicesAction,
  quoteListSendFormAction,
  sendToListAction,
  sendToListAndAddFundsAction,
} from '@/actions/contacts';
import type { SentNotice } from '@/components/campaigns/placed-notice';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { Field, SubmitButton } from '@/components/ui/field';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { actionError } from '@/lib/actions/action-error';
import type { RecentChoice } from '@/lib/bulk/bulk-send';
import { BULK_MESSAGES } from '@/lib/bulk/parse-recipients-csv';
import type { ListSendQuote } from '@/lib/contacts/quote-list-send';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { placementNotice, planOutcome } from '@/lib/orders/placement-notice';
import { scheduledNotice } from '@/lib/orders/send-date';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import { plural } from '@/lib/text/plural';
import { ListSendConfirm } from './list-send-confirm';

type Choice = { id: string; name: string };
type Choices = { lists: (Choice & { contactCount: number })[]; campaigns: (Choice & { type: string })[] };

const rules = lazyRules(() => import('@/lib/validation/contacts').then((m) => validateWith(m.ListSendSchema)));

/**
 * Send a campaign to a whole list, from the list ('Send to this list': a campaign picker) or from
 * a campaign ('Send to a list': a list picker). The price, the duplicate count and how it is paid
 * come from the server (the list's rows never reach the browser); the confirmation is Bulk
 * Send's: the skip/send choice, the return address asked inline, the payment block.
 */
export function SendToListDialog({
  list,
  campaign,
  onClose,
  onSent,
}: {
  /** Sending from this list: the campaign is picked. */
  list?: Choice;
  /** Sending on this campaign: the list is picked. */
  campaign?: Choice;
  onClose: () => void;
  onSent: (notice: SentNotice) => void;
}) {
  const [choices, setChoices] = useState<Choices | null>(null);
  const [listId, setListId] = useState(list?.id ?? '');
  const [campaignId, setCampaignId] = useState(campaign?.id ?? '');
  const [quote, setQuote] = useState<ListSendQuote | null>(null);
  const [recent, setRecent] = useState<RecentChoice>('skip');
  const [sendDate, setSendDate] = useState('');
  const [askReturn, setAskReturn] = useState<ListSendQuote['returnAddress']>(null);
  const [returnSaved, setReturnSaved] = useState(false);
  const [returnTyped, setReturnTyped] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    let live = true;
    listSendChoicesAction({})
      .then((result) => {
        if (!live) return;
        if (!result.ok) return setError(actionError(result));
        setChoices({
          lists: result.data.lists,
          campaigns: result.data.campaigns.map((c) => ({ id: c.id, name: c.name, type: c.type })),
        });
      })
      .catch(() => live && setError(CONTACT_MESSAGES.loadFailed));
    return () => {
      live = false;
    };
  }, []);

  // The choose step: list and campaign checked beside their fields, then priced on the server.
  const [quoted, quoteAction] = useActionState(
    orSay(quoteListSendFormAction, BULK_MESSAGES.pricingFailed),
    IDLE_FORM_STATE,
  );
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(quoted, rules);
  useOnActionSuccess(quoted, () => {
    if (!quoted.data) return;
    setQuote(quoted.data);
    setRecent('skip');
    setSendDate('');
    setAskReturn(quoted.data.returnAddress);
  });

  const confirm = (q: ListSendQuote) => ({
    listId: q.list.id,
    campaignId: q.campaign.id,
    token: q.token,
    recent,
    sendDate: sendDate || null,
  });

  function send() {
    if (!quote) return;
    setError(null);
    startTransition(async () => {
      const result = await sendToListAction(confirm(quote)).catch(() => null);
      if (!result) return setError(CONTACT_MESSAGES.sendFailed);
      if (!result.ok) return setError(actionError(result));
      const { created, plan } = result.data;
      const text =
        placementNotice(plan, `${plural(created, 'order')} for ${quote.list.name}`) +
        scheduledNotice(result.data.sendDate, quote.today);
      onSent({ text, waits: planOutcome(plan).waiting > 0 });
    });
  }

  function addFundsAndSend(amount: string) {
    if (!quote) return;
    setError(null);
    startTransition(async () => {
      const result = await sendToListAndAddFundsAction({ ...confirm(quote), amount }).catch(() => null);
      if (!result) return setError(CONTACT_MESSAGES.sendFailed);
      if (!result.ok) return setError(actionError(result));
      window.location.assign(result.data.url);
    });
  }

  const title = list ? `Send to ${list.name}` : campaign ? `Send ${campaign.name} to a list` : 'Send to a list';
  return (
    <Dialog
      title={title}
      onClose={onClose}
      size="lg"
      step={quote ? 'confirm' : 'choose'}
      // A half-typed return address or a chosen send date is work that closing would drop.
      dirty={!!quote && (returnTyped || sendDate !== '')}
    >
      {error && (
        <div className="mb-4">
          <ErrorBox message={error} onDismiss={() => setError(null)} />
        </div>
      )}
      {quote ? (
        <ListSendConfirm
          quote={quote}
          recent={recent}
          onRecent={setRecent}
          sendDate={sendDate}
          onSendDate={setSendDate}
          pending={pending}
          askReturn={askReturn}
          returnSaved={returnSaved}
          onReturnSaved={() => {
            setAskReturn(null);
            setReturnSaved(true);
            setReturnTyped(false);
          }}
          onReturnTyped={setReturnTyped}
          onBack={() => setQuote(null)}
          onSend={send}
          onAddFundsAndSend={addFundsAndSend}
        />
      ) : (
        <form action={quoteAction} {...formProps} className="space-y-5">
          {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
          {list ? (
            <input type="hidden" name="listId" value={list.id} />
          ) : (
            <Field
              id="send-list"
              name="listId"
              label="List"
              error={errorFor('listId')}
              hint={
                choices && choices.lists.length === 0 ? 'No lists yet: create one on the Contacts page.' : undefined
              }
            >
              {(control) => (
                <select
                  {...control}
                  value={listId}
                  onChange={(e) => setListId(e.target.value)}
                  className={fieldStyles.input}
                  // Not disabled while the lists load: focus starts here as in every form step.
                  aria-busy={!choices}
                >
                  <option value="">{choices ? 'Choose a list' : 'Loading lists...'}</option>
                  {choices?.lists.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name} ({plural(l.contactCount, 'contact')})
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {campaign ? (
            <input type="hidden" name="campaignId" value={campaign.id} />
          ) : (
            <Field id="send-campaign" name="campaignId" label="Campaign" error={errorFor('campaignId')}>
              {(control) => (
                <select
                  {...control}
                  value={campaignId}
                  onChange={(e) => setCampaignId(e.target.value)}
                  className={fieldStyles.input}
                  disabled={!choices}
                >
                  <option value="">{choices ? 'Choose a campaign' : 'Loading campaigns...'}</option>
                  {choices?.campaigns.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name} ({c.type === 'neighbor' ? 'Neighbor Campaign' : 'Single Send'})
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
            <button type="button" onClick={onClose} className={buttonStyles.secondary}>
              Cancel
            </button>
            <SubmitButton label="Check price" pendingLabel="Checking..." disabled={!choices} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
