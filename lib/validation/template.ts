import { z } from 'zod';
import { POSTCARD_SIZES } from '@/lib/db/postcard-sizes';
import { customValuesProblem } from '@/lib/templates/custom-values';
import { TEMPLATE_MESSAGES } from './template-messages';

export { TEMPLATE_MESSAGES };

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

function parseJson(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The editor's Save form as SaveTemplateSchema takes it: the steps already left travel as hidden
 * fields (the images and custom values as JSON).
 */
export function templateFromForm(values: Record<string, string>): z.input<typeof SaveTemplateSchema> {
  return {
    id: values.id || undefined,
    name: values.name ?? '',
    size: values.size as z.input<typeof SaveTemplateSchema>['size'],
    front: parseJson(values.front) as z.input<typeof StoredImage> | null,
    back: parseJson(values.back) as z.input<typeof StoredImage> | null,
    message: values.message ?? '',
    handwriting_style_id: Number(values.handwriting_style_id),
    handwriting_color: values.handwriting_color ?? '',
    custom_values: (parseJson(values.custom_values) ?? []) as z.input<typeof CustomValueSchema>[],
  };
}
