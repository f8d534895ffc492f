'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { saveAudienceAsListAction } from '@/actions/contacts';
import { SendNotice, type SentNotice } from '@/components/campaigns/placed-notice';
import { ErrorBox } from '@/components/ui/error-box';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import type { FollowUpAudience } from '@/lib/campaigns/follow-up-messages';
import { audienceListName, CONTACT_MESSAGES, MAX_LIST_NAME_LENGTH } from '@/lib/validation/contacts-messages';

// Loads when first opened, not with the page (decision 029).
const SendToListDialog = lazyLayer(() => import('./send-to-list-dialog').then((m) => m.SendToListDialog));

/**
 * On a campaign's results: 'Send to a list' (this campaign to one of the user's lists) and
 * 'Save as a list' of its responders or non-responders, under a suggested name the user may change.
 */
export function CampaignListButtons({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SentNotice | null>(null);
  const [saved, setSaved] = useState<{ id: string; name: string; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  // 'Save as a list' first suggests a name, which the user may change, then saves.
  const [naming, setNaming] = useState<{ audience: FollowUpAudience; name: string } | null>(null);
  const startNaming = (audience: FollowUpAudience) => {
    setError(null);
    setSaved(null);
    setNaming({ audience, name: audienceListName(audience, campaignName) });
  };

  function save(audience: FollowUpAudience, name: string) {
    setError(null);
    setSaved(null);
    startTransition(async () => {
      const result = await saveAudienceAsListAction({ campaignId, audience, name }).catch(() => null);
      if (!result) return setError(CONTACT_MESSAGES.createListFailed);
      if (!result.ok) return setError(actionError(result));
      setNaming(null);
      setSaved({ id: result.data.id, name: result.data.name, count: result.data.contactCount });
    });
  }

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <div className="flex flex-wrap items-center gap-2 sm:justify-end lg:flex-nowrap lg:whitespace-nowrap">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            setSent(null);
            setSending(true);
          }}
        >
          Send to a list
        </button>
        <div role="group" aria-labelledby="save-list-label" className="flex flex-wrap items-center gap-2">
          <span id="save-list-label" className="text-sm font-medium text-slate-700">
            Save as a list
          </span>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={pending}
            onClick={() => startNaming('responders')}
          >
            responders
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={pending}
            onClick={() => startNaming('non_responders')}
          >
            non-responders
          </button>
        </div>
      </div>
      {naming && (
        <form
          className="flex flex-wrap items-end gap-2 sm:justify-end"
          onSubmit={(e) => {
            e.preventDefault();
            save(naming.audience, naming.name);
          }}
        >
          <div className="w-full sm:w-72">
            <label htmlFor="save-list-name" className={fieldStyles.label}>
              Name of the new list
            </label>
            <input
              id="save-list-name"
              value={naming.name}
              maxLength={MAX_LIST_NAME_LENGTH}
              onChange={(e) => setNaming({ ...naming, name: e.target.value })}
              className={fieldStyles.input}
              // The dialog-less form opens on a click: the name is where the user goes next.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </div>
          <button type="submit" className={buttonStyles.primary} disabled={pending}>
            {pending ? 'Saving...' : 'Save list'}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={() => setNaming(null)}>
            Cancel
          </button>
        </form>
      )}
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {saved && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800 ring-1 ring-green-200">
          {CONTACT_MESSAGES.savedAsList(saved.name, saved.count)}{' '}
          <Link href={`/contacts/${saved.id}`} className="font-semibold underline">
            Open the list
          </Link>
        </p>
      )}
      {sent && <SendNotice text={sent.text} waits={sent.waits} />}
      {sending && (
        <SendToListDialog
          campaign={{ id: campaignId, name: campaignName }}
          onClose={() => setSending(false)}
          onSent={(notice) => {
            setSending(false);
            setSent(notice);
          }}
        />
      )}
    </div>
  );
}
