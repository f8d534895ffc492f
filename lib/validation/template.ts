import { z } from 'zod';
import { POSTCARD_SIZES } from '@/lib/db/postcard-sizes';
import { customValuesProblem } from '@/lib/templates/custom-values';

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  sizeRequired: 'Please choose a postcard size',
  imagesRequired: 'Please upload both a front and a back image',
  messageRequired: 'Message is required',
  invalidColor: 'Handwriting color must be # followed by 6 hex digits',
  invalidStyle: 'Invalid handwriting style',
  saveFailed: 'Failed to save template',
  updateFailed: 'Failed to update template',
  deleteFailed: 'Failed to delete template. Please try again.',
  inUse:
    'Cannot delete this template because it is being used by one or more campaigns. Please delete the associated campaigns first.',
  notFound: 'Template not found',
} as const;

const StoredImage = z.object({ imageUrl: z.string().min(1), thumbnailUrl: z.string().min(1) });

export const CustomValueSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  name: z.string().trim().max(60),
  defaultValue: z.string().max(200),
});

/** A template as the editor saves it; images were uploaded beforehand (with progress). */
export const SaveTemplateSchema = z
  .object({
    id: z.uuid().optional(),
    name: z.string().trim().min(1, TEMPLATE_MESSAGES.nameRequired).max(120),
    size: z.enum(POSTCARD_SIZES, TEMPLATE_MESSAGES.sizeRequired),
    front: StoredImage.nullable(),
    back: StoredImage.nullable(),
    message: z
      .string()
      .max(2000)
      .refine((m) => m.trim().length > 0, TEMPLATE_MESSAGES.messageRequired),
    handwriting_style_id: z
      .number()
      .int()
      .min(1, TEMPLATE_MESSAGES.invalidStyle)
      .max(12, TEMPLATE_MESSAGES.invalidStyle),
    handwriting_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, TEMPLATE_MESSAGES.invalidColor),
    custom_values: z.array(CustomValueSchema),
  })
  .superRefine((t, ctx) => {
    const problem = customValuesProblem(t.custom_values);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['custom_values'] });
    // A new template needs both images; an edit keeps its images unless new ones replace them.
    if (!t.id && (!t.front || !t.back)) {
      ctx.addIssue({ code: 'custom', message: TEMPLATE_MESSAGES.imagesRequired, path: ['front'] });
    }
  });
export type SaveTemplateInput = z.infer<typeof SaveTemplateSchema>;
