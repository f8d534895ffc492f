'use server';

import { z } from 'zod';
import { userAction } from '@/lib/actions/safe-action';
import { campaignView } from '@/lib/campaigns/campaign-view';
import { listCampaigns } from '@/lib/campaigns/list-campaigns';
import { FOLLOW_UP_MESSAGES } from '@/lib/campaigns/follow-up-messages';
import { followUpRecipients } from '@/lib/campaigns/follow-up-recipients';

/**
 * 'Send a follow-up': the recipients, as a Bulk Send file, and the campaigns it may go out on:
 * the followed campaign first (the default: its template and settings), then the user's other
 * single-send campaigns. Another neighbor campaign is never offered: it would mail strangers.
 */
export const followUpAction = userAction(
  z.object({ campaignId: z.string().min(1).max(100), audience: z.enum(['responders', 'non_responders']) }),
  { name: 'follow-up', fallbackError: FOLLOW_UP_MESSAGES.loadFailed },
  async ({ campaignId, audience }, user) => {
    const [list, campaigns] = await Promise.all([
      followUpRecipients(user.id, campaignId, audience),
      listCampaigns(user.id),
    ]);
    const followed = campaigns.filter((c) => c.id === campaignId);
    const others = campaigns.filter((c) => c.id !== campaignId && c.type === 'single');
    return { list, campaignId, campaigns: [...followed, ...others].map(campaignView) };
  },
);
