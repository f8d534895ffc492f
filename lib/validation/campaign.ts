import { z } from 'zod';
import { DEMOGRAPHIC_TARGETS, NEIGHBOR_COUNT } from '@/lib/campaigns/demographics';
import { MAX_TARGET_URL_LENGTH, normalizeTargetUrl, TRACKING_URL_MESSAGES } from './tracking-url';

/** Every campaign message of spec sections 5 and 8, word for word. */
export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  templateIdRequired: 'Template ID is required',
  templateNotFound: 'Template not found or access denied',
  templateCheckFailed: 'Failed to validate template',
  idRequired: 'Valid campaign ID is required for update',
  selectTemplate: 'Please select a template',
  idMissing: 'Unable to update campaign: ID is missing',
  createFailed: 'Failed to create campaign',
  updateFailed: 'Failed to update campaign',
  loadFailed: 'Failed to load campaigns',
  proRequired: 'Advanced demographic targeting is part of the Pro plan. Upgrade to Pro to target this audience.',
  notFound: 'Campaign not found',
  neighborCount: 'Neighbor count must be between 10 and 200, in steps of 10',
  // A campaign's response URL follows the tracking URL rules, and says so the same way.
  invalidResponseUrl: TRACKING_URL_MESSAGES.enterValidUrl,
  trackingPhoneNotFound: 'Tracking phone number not found',
  trackingPhonePro: 'Tracking phone numbers are part of the Pro plan. Upgrade to Pro to print one on your postcards.',
} as const;

export const CampaignFieldsSchema = z.object({
  name: z.string().trim().min(1, CAMPAIGN_MESSAGES.nameRequired).max(120),
  templateId: z.string({ error: CAMPAIGN_MESSAGES.templateIdRequired }).min(1, CAMPAIGN_MESSAGES.templateIdRequired),
  type: z.enum(['single', 'neighbor']),
  demographics: z.enum(DEMOGRAPHIC_TARGETS).default('all'),
  neighbor_count: z
    .number()
    .int()
    .min(NEIGHBOR_COUNT.min, CAMPAIGN_MESSAGES.neighborCount)
    .max(NEIGHBOR_COUNT.max, CAMPAIGN_MESSAGES.neighborCount)
    .refine((n) => n % NEIGHBOR_COUNT.step === 0, CAMPAIGN_MESSAGES.neighborCount)
    .default(NEIGHBOR_COUNT.default),
  include_condo: z.boolean().default(false),
  // Empty: no QR code on the cards. Stored normalized (https, as a tracking URL's target).
  response_url: z
    .string()
    .max(MAX_TARGET_URL_LENGTH, CAMPAIGN_MESSAGES.invalidResponseUrl)
    .default('')
    .transform((text, ctx) => {
      if (!text.trim()) return null;
      const url = normalizeTargetUrl(text);
      if (!url) ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGES.invalidResponseUrl });
      return url ?? z.NEVER;
    }),
  tracking_phone_id: z.string().max(100).nullable().default(null),
});
export type CampaignFields = z.infer<typeof CampaignFieldsSchema>;

export const UpdateCampaignSchema = CampaignFieldsSchema.extend({
  id: z.string({ error: CAMPAIGN_MESSAGES.idRequired }).min(1, CAMPAIGN_MESSAGES.idRequired),
});

/**
 * The Create / Edit form's own checks before it calls the server (spec section 5 form
 * messages). `editing` is the campaign being edited, when editing. Client-safe.
 */
export function campaignFormError(input: {
  name: string;
  templateId: string;
  responseUrl?: string;
  editing?: { id?: string | null } | null;
}): string | null {
  if (!input.name.trim()) return CAMPAIGN_MESSAGES.nameRequired;
  if (!input.templateId) return CAMPAIGN_MESSAGES.selectTemplate;
  if (input.responseUrl?.trim() && !normalizeTargetUrl(input.responseUrl)) return CAMPAIGN_MESSAGES.invalidResponseUrl;
  if (input.editing && !input.editing.id) return CAMPAIGN_MESSAGES.idMissing;
  return null;
}
