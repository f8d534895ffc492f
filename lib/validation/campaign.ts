import { z } from 'zod';
import { DEMOGRAPHIC_TARGETS, NEIGHBOR_COUNT } from '@/lib/campaigns/demographics';
import { CAMPAIGN_MESSAGES } from './campaign-messages';
import { FollowUpStepListSchema, followUpStepsFromForm } from './follow-up-step';
import { MAX_TARGET_URL_LENGTH, normalizeTargetUrl } from './tracking-url';

export { CAMPAIGN_MESSAGES };

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
  // The whole list of follow-up steps (decision 038); absent: the steps stay as they are.
  follow_up_steps: FollowUpStepListSchema.optional(),
});
export type CampaignFields = z.infer<typeof CampaignFieldsSchema>;

export const UpdateCampaignSchema = CampaignFieldsSchema.extend({
  id: z.string({ error: CAMPAIGN_MESSAGES.idRequired }).min(1, CAMPAIGN_MESSAGES.idRequired),
});

/** The Create / Edit Campaign form's fields as the schemas take them. */
export function campaignFromForm(values: Record<string, string>): z.input<typeof EditCampaignFormSchema> {
  return {
    id: values.id ?? '', // only the Edit form has one; Create's schema drops it
    name: values.name ?? '',
    templateId: values.templateId ?? '',
    type: values.type === 'neighbor' ? ('neighbor' as const) : ('single' as const),
    demographics: (values.demographics || 'all') as (typeof DEMOGRAPHIC_TARGETS)[number],
    neighbor_count: values.neighbor_count ? Number(values.neighbor_count) : NEIGHBOR_COUNT.default,
    include_condo: values.include_condo === 'on',
    response_url: values.response_url ?? '',
    tracking_phone_id: values.tracking_phone_id || null,
    follow_up_steps: followUpStepsFromForm(values),
  };
}

/** The Create Campaign form (browser and form action alike): the form's messages, all at once. */
export const CampaignFormSchema = CampaignFieldsSchema.extend({
  templateId: z.string().min(1, CAMPAIGN_MESSAGES.selectTemplate),
});

/** The Edit Campaign form: the same, for the campaign it edits. */
export const EditCampaignFormSchema = CampaignFormSchema.extend({
  id: z.string({ error: CAMPAIGN_MESSAGES.idMissing }).min(1, CAMPAIGN_MESSAGES.idMissing),
});
