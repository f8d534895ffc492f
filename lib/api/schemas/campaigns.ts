import { z } from 'zod';
import { POSTCARD_SIZES } from '@/lib/db/postcard-sizes';
import { CardProgramSchema } from './follow-up-program';

export const CampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z
    .enum(['single', 'neighbor'])
    .describe('single: one card per order; neighbor: the recipient plus nearby households'),
  status: z.string(),
  template: z.object({ id: z.uuid(), name: z.string(), size: z.enum(POSTCARD_SIZES) }),
  neighbor_count: z.number().int().describe('Neighbor campaigns: households mailed per order'),
  demographics: z.string(),
  include_condo: z.boolean(),
  recipient_count: z.number().int(),
  created_at: z.iso.datetime(),
  paused_at: z.iso
    .datetime()
    .nullable()
    .describe(
      'When the campaign was paused (its follow-up steps place nothing until it is resumed in the app); null: running',
    ),
  follow_up_steps: z.number().int().describe('Its follow-up steps: GET /campaigns/{id}/follow-ups lists them'),
});

export const CampaignListSchema = z.object({ data: z.array(CampaignSchema).describe('Newest first') });

/** GET /api/v1/campaigns/{id}: the campaign and its follow-up program per card, the quote before placing. */
export const CampaignWithProgramSchema = CampaignSchema.extend({
  follow_up_program: CardProgramSchema,
});
