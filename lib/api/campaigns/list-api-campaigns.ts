import type { z } from 'zod';
import { listCampaigns, type CampaignListItem } from '@/lib/campaigns/list-campaigns';
import type { CampaignListSchema, CampaignSchema } from '../schemas/campaigns';

/** A campaign as the API names its fields. */
export function campaignJson(c: CampaignListItem): z.output<typeof CampaignSchema> {
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    status: c.status,
    template: { id: c.templateId, name: c.templateName, size: c.templateSize },
    neighbor_count: c.neighborCount,
    demographics: c.demographics,
    include_condo: c.includeCondo,
    // Neighbors found by radius searches are the provider's, not recipients the user added.
    recipient_count: c.recipientCount - c.neighborRecipientCount,
    created_at: c.createdAt.toISOString(),
    paused_at: c.pausedAt?.toISOString() ?? null,
    follow_up_steps: c.followUpSteps.length,
  };
}

/** The caller's campaigns, newest first, as the API names their fields. */
export async function listApiCampaigns(userId: string): Promise<z.output<typeof CampaignListSchema>> {
  const campaigns = await listCampaigns(userId);
  return { data: campaigns.map(campaignJson) };
}
