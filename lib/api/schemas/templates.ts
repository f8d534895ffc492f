import { z } from 'zod';
import { POSTCARD_SIZES } from '@/lib/db/postcard-sizes';

export const TemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.enum(POSTCARD_SIZES),
  message: z.string().describe('The handwritten message; {{id}} marks a custom value'),
  handwriting_style_id: z.number().int(),
  handwriting_color: z.string().describe('Hex color, e.g. "#1E3A8A"'),
  custom_values: z.array(
    z.object({
      id: z.string().describe('The key to use in custom_values when ordering'),
      name: z.string(),
      default_value: z.string(),
    }),
  ),
  front_image_url: z.string().nullable(),
  back_image_url: z.string().nullable(),
  front_thumbnail_url: z.string().nullable(),
  back_thumbnail_url: z.string().nullable(),
  proof_url: z.string().nullable(),
  created_at: z.iso.datetime(),
});

export const TemplateListSchema = z.object({ data: z.array(TemplateSchema).describe('Newest first') });
