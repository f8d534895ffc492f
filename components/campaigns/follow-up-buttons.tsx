'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { followUpAction } from '@/actions/follow-up';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { FOLLOW_UP_MESSAGES, type FollowUpAudience, type FollowUpList } from '@/lib/campaigns/follow-up-messages';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { placementNotice, planOutcome } from '@/lib/orders/placement-notice';
import { SendNotice } from './placed-notice';
import type { CampaignView } from './types';

// Loads when first opened, not with the page (decision 029).
const BulkSendModal = lazyLayer(() => import('./bulk-send-modal').then((m) => m.BulkSendModal));

/**
 * 'Send a follow-up' to the campaign's responders or non-responders: loads them into Bulk Send,
 * on this campaign (its template and settings) unless the user picks another single-send one;
 * there the rows are checked and priced, and the user confirms.
 */
export function FollowUpButtons({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const router = useRouter();
  const [loaded, setLoaded] = useState<{ list: FollowUpList; campaignId: string; campaigns: CampaignView[] } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ text: string; waits: boolean } | null>(null);
  const [pending, startTransition] = useTransition();

  function load(audience: FollowUpAudience) {
    setError(null);
    setSent(null);
    startTransition(async () => {
      const result = await followUpAction({ campaignId, audience }).catch(() => null);
      if (!result) return setError(FOLLOW_UP_MESSAGES.loadFailed);
      if (!result.ok) return setError(actionError(result));
      if (!result.data.list.rows.length) return setError(result.data.list.nobody ?? FOLLOW_UP_MESSAGES.loadFailed);
      setLoaded(result.data);
    });
  }

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <div
        role="group"
        aria-labelledby="follow-up-label"
        className="flex flex-wrap items-center gap-2 lg:flex-nowrap lg:whitespace-nowrap"
      >
        <span id="follow-up-label" className="text-sm font-medium text-slate-700">
          Send a follow-up
        </span>
        <button type="button" className={buttonStyles.primary} disabled={pending} onClick={() => load('responders')}>
          to responders
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={pending}
          onClick={() => load('non_responders')}
        >
          to non-responders
        </button>
      </div>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {sent && <SendNotice text={sent.text} waits={sent.waits} />}
      {loaded && (
        <BulkSendModal
          campaigns={loaded.campaigns}
          initialCampaignId={loaded.campaignId}
          initialFile={loaded.list}
          onClose={() => setLoaded(null)}
          onSent={(created, _notice, plan) => {
            setLoaded(null);
            const who = `${created} ${created === 1 ? 'recipient' : 'recipients'} of ${campaignName}`;
            setSent({ text: placementNotice(plan, `Follow-up to ${who}`), waits: planOutcome(plan).waiting > 0 });
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
