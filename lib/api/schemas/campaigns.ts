import { z } from 'zod';
import { POSTCARD_SIZES } from '@/lib/db/postcard-sizes';

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
});

export const CampaignListSchema = z.object({ data: z.array(CampaignSchema).describe('Newest first') });
