'use client';

import { ErrorBox } from '@/components/ui/error-box';
import { PageHeader } from '@/components/ui/page-header';
import { buttonStyles } from '@/components/ui/styles';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign';

export default function CampaignsError({ reset }: { reset: () => void }) {
  return (
    <>
      <PageHeader title="Campaigns" />
      <ErrorBox title="Error" message={CAMPAIGN_MESSAGES.loadFailed} />
      <button type="button" onClick={reset} className={`${buttonStyles.secondary} mt-4`}>
        Try again
      </button>
    </>
  );
}
