'use server';

import { z } from 'zod';
import { userAction } from '@/lib/actions/safe-action';
import { campaignView } from '@/lib/campaigns/campaign-view';
import { listCampaigns } from '@/lib/campaigns/list-campaigns';
import { FOLLOW_UP_MESSAGES } from '@/lib/campaigns/follow-up-messages';
import { followUpRecipients } from '@/lib/campaigns/follow-up-recipients';

/** 'Send a follow-up': the recipients, as a Bulk Send file, and the campaigns to send them. */
export const followUpAction = userAction(
  z.object({ campaignId: z.string().min(1).max(100), audience: z.enum(['responders', 'non_responders']) }),
  { name: 'follow-up', fallbackError: FOLLOW_UP_MESSAGES.loadFailed },
  async ({ campaignId, audience }, user) => {
    const [list, campaigns] = await Promise.all([
      followUpRecipients(user.id, campaignId, audience),
      listCampaigns(user.id),
    ]);
    return {
      list,
      campaigns: campaigns.map(campaignView),
    };
  },
);
