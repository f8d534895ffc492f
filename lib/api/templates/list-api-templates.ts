import type { z } from 'zod';
import { listTemplates } from '@/lib/templates/list-templates';
import { absoluteFileUrl as absolute } from '@/lib/templates/template-files';
import type { TemplateListSchema } from '../schemas/templates';

/** The caller's templates, newest first, as the API names their fields. */
export async function listApiTemplates(userId: string): Promise<z.output<typeof TemplateListSchema>> {
  const templates = await listTemplates(userId);
  return {
    data: templates.map((t) => ({
      id: t.id,
      name: t.name,
      size: t.size,
      message: t.message,
      handwriting_style_id: t.handwriting_style_id,
      handwriting_color: t.handwriting_color,
      custom_values: t.custom_values.map((v) => ({ id: v.id, name: v.name, default_value: v.defaultValue })),
      front_image_url: absolute(t.front_image_url),
      back_image_url: absolute(t.back_image_url),
      front_thumbnail_url: absolute(t.front_thumbnail_url),
      back_thumbnail_url: absolute(t.back_thumbnail_url),
      proof_url: absolute(t.proof_url),
      created_at: t.created_at.toISOString(),
    })),
  };
}
