'use server';

import { userAction } from '@/lib/actions/safe-action';
import { createCampaign } from '@/lib/campaigns/create-campaign';
import { updateCampaign } from '@/lib/campaigns/update-campaign';
import { CAMPAIGN_MESSAGES, CampaignFieldsSchema, UpdateCampaignSchema } from '@/lib/validation/campaign';

export const createCampaignAction = userAction(
  CampaignFieldsSchema,
  { name: 'create-campaign', fallbackError: CAMPAIGN_MESSAGES.createFailed },
  async (fields, user) => createCampaign(user.id, fields),
);

export const updateCampaignAction = userAction(
  UpdateCampaignSchema,
  { name: 'update-campaign', fallbackError: CAMPAIGN_MESSAGES.updateFailed },
  async ({ id, ...fields }, user) => updateCampaign(user.id, id, fields),
);
