'use server';

import { z } from 'zod';
import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { createCampaign } from '@/lib/campaigns/create-campaign';
import { updateCampaign } from '@/lib/campaigns/update-campaign';
import { setCampaignPaused } from '@/lib/follow-ups/set-campaign-paused';
import {
  CAMPAIGN_MESSAGES,
  CampaignFieldsSchema,
  CampaignFormSchema,
  campaignFromForm,
  EditCampaignFormSchema,
  UpdateCampaignSchema,
} from '@/lib/validation/campaign';
import { FOLLOW_UP_STEP_MESSAGES } from '@/lib/validation/follow-up-step-messages';

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

// The Create / Edit Campaign form (FormData, useActionState).
const ECHO = ['name', 'templateId', 'response_url'] as const;

export const createCampaignFormAction = userFormAction(
  CampaignFormSchema,
  { name: 'create-campaign', fallbackError: CAMPAIGN_MESSAGES.createFailed, fromForm: campaignFromForm, echo: ECHO },
  async (fields, user) => {
    await createCampaign(user.id, fields);
    return null;
  },
);

export const updateCampaignFormAction = userFormAction(
  EditCampaignFormSchema,
  { name: 'update-campaign', fallbackError: CAMPAIGN_MESSAGES.updateFailed, fromForm: campaignFromForm, echo: ECHO },
  async ({ id, ...fields }, user) => {
    await updateCampaign(user.id, id, fields);
    return null;
  },
);

// Pause / Resume on the campaign's results page: a paused campaign's follow-up steps wait (decision 038).
export const setCampaignPausedAction = userAction(
  z.object({ campaignId: z.string().min(1).max(100), paused: z.boolean() }),
  { name: 'pause-campaign', fallbackError: FOLLOW_UP_STEP_MESSAGES.pauseFailed },
  async ({ campaignId, paused }, user) => {
    await setCampaignPaused(user.id, campaignId, paused);
    return null;
  },
);
