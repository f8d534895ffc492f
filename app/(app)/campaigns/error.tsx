'use client';

import { PageError } from '@/components/ui/page-error';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign-messages';

export default function CampaignsError({ reset }: { reset: () => void }) {
  return <PageError title="Campaigns" message={CAMPAIGN_MESSAGES.loadFailed} reset={reset} />;
}
