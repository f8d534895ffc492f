'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { setCampaignPausedAction } from '@/actions/campaigns';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { FOLLOW_UP_STEP_MESSAGES } from '@/lib/validation/follow-up-step-messages';

/** Pause / Resume of a campaign's follow-up steps, saying what each does. */
export function PauseCampaign({ campaignId, pausedAt }: { campaignId: string; pausedAt: string | null }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const paused = pausedAt !== null;
  const failed = paused ? FOLLOW_UP_STEP_MESSAGES.resumeFailed : FOLLOW_UP_STEP_MESSAGES.pauseFailed;

  function toggle() {
    if (pending) return;
    setError(null);
    startTransition(async () => {
      const result = await setCampaignPausedAction({ campaignId, paused: !paused }).catch(() => null);
      if (!result) return setError(failed);
      if (!result.ok) return setError(actionError(result));
      router.refresh();
    });
  }

  return (
    <div className="space-y-2">
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id="pause-hint" className="text-sm text-slate-700">
          {paused
            ? 'Paused: its follow-up steps place no cards. Resuming places at once every follow-up card that came due meanwhile, for the recipients in each step’s audience then.'
            : 'Pausing stops its follow-up steps: no new follow-up card is placed until you resume. Cards already placed go on.'}
        </p>
        <button
          type="button"
          onClick={toggle}
          // Not `disabled`: a disabled button drops the keyboard's focus to the page while it works.
          aria-disabled={pending || undefined}
          aria-describedby="pause-hint"
          className={`${paused ? buttonStyles.primary : buttonStyles.secondary} shrink-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
        >
          {pending ? (paused ? 'Resuming...' : 'Pausing...') : paused ? 'Resume campaign' : 'Pause campaign'}
        </button>
      </div>
    </div>
  );
}
