'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { saveAudienceAsListAction } from '@/actions/contacts';
import { SendNotice, type SentNotice } from '@/components/campaigns/placed-notice';
import { ErrorBox } from '@/components/ui/error-box';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import type { FollowUpAudience } from '@/lib/campaigns/follow-up-messages';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';

// Loads when first opened, not with the page (decision 029).
const SendToListDialog = lazyLayer(() => import('./send-to-list-dialog').then((m) => m.SendToListDialog));

/**
 * On a campaign's results: 'Send to a list' (this campaign to one of the user's lists) and
 * 'Save as a list' of its responders or non-responders.
 */
export function CampaignListButtons({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SentNotice | null>(null);
  const [saved, setSaved] = useState<{ id: string; name: string; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function save(audience: FollowUpAudience) {
    setError(null);
    setSaved(null);
    startTransition(async () => {
      const result = await saveAudienceAsListAction({ campaignId, audience }).catch(() => null);
      if (!result) return setError(CONTACT_MESSAGES.createListFailed);
      if (!result.ok) return setError(actionError(result));
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
            onClick={() => save('responders')}
          >
            responders
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={pending}
            onClick={() => save('non_responders')}
          >
            non-responders
          </button>
        </div>
      </div>
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
