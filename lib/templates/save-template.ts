import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { templates } from '@/lib/db/schema';
import { UserFacingError, logError } from '@/lib/errors';
import { getStorage } from '@/lib/providers/storage';
import { TEMPLATE_MESSAGES, type SaveTemplateInput } from '@/lib/validation/template';
import { keysFromUrls } from './store-template-image';
import { ownImageKey, storedKey } from './template-files';

type StoredImage = { imageUrl: string; thumbnailUrl: string };
type ImageKeys = { image: string; thumbnail: string };

/** The keys of the images the editor sends back: ours and the user's own, or a clear refusal. */
function ownImageKeys(userId: string, image: StoredImage | null): ImageKeys | null {
  if (!image) return null;
  return {
    image: ownImageKey(image.imageUrl, userId, 'templates'),
    thumbnail: ownImageKey(image.thumbnailUrl, userId, 'templates/thumbnails'),
  };
}

const imageColumns = (side: 'front' | 'back', keys: ImageKeys | null) =>
  keys ? { [`${side}_image_url`]: keys.image, [`${side}_thumbnail_url`]: keys.thumbnail } : {};

/**
 * Creates or updates a template. Either way its proof is asked for again (proof_status
 * 'generating', a new proof_version); the proof job renders it without blocking the save.
 * Images an update replaces, and the old proof, are removed once the change is committed.
 */
export async function saveTemplate(userId: string, input: SaveTemplateInput): Promise<{ id: string }> {
  const front = ownImageKeys(userId, input.front);
  const back = ownImageKeys(userId, input.back);
  const fields = {
    name: input.name,
    size: input.size,
    message: input.message,
    handwriting_style_id: input.handwriting_style_id,
    handwriting_color: input.handwriting_color.toLowerCase(),
    custom_values: input.custom_values,
    ...imageColumns('front', front),
    ...imageColumns('back', back),
    proof_status: 'generating' as const,
    proof_url: null,
    proof_claimed_at: null,
    updated_at: new Date(),
  };

  if (!input.id) {
    const [row] = await getDb()
      .insert(templates)
      .values({ ...fields, user_id: userId, proof_version: 1 })
      .returning({ id: templates.id });
    return row;
  }

  const id = input.id;
  const replaced = await getDb().transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(templates)
      .where(and(eq(templates.id, id), eq(templates.user_id, userId)))
      .for('update');
    if (!old) throw new UserFacingError(TEMPLATE_MESSAGES.notFound);
    // A new size needs new images: the old ones have the old size's dimensions.
    if (old.size !== input.size && (!input.front || !input.back)) {
      throw new UserFacingError(TEMPLATE_MESSAGES.imagesRequired);
    }
    await tx
      .update(templates)
      .set({ ...fields, proof_version: sql`${templates.proof_version} + 1` })
      .where(eq(templates.id, id));
    const gone = (before: string | null, after: string | undefined) =>
      after && after !== storedKey(before) ? before : null;
    return [
      gone(old.front_image_url, front?.image),
      gone(old.front_thumbnail_url, front?.thumbnail),
      gone(old.back_image_url, back?.image),
      gone(old.back_thumbnail_url, back?.thumbnail),
      old.proof_url,
    ];
  });
  await removeStored(replaced);
  return { id };
}

/** Removes stored files by their keys (or legacy URLs); a failure is logged, never shown (the save succeeded). */
export async function removeStored(urls: (string | null | undefined | false)[]): Promise<void> {
  const keys = keysFromUrls(urls.filter((u): u is string => typeof u === 'string'));
  if (!keys.length) return;
  await getStorage()
    .remove(keys)
    .catch((error) => logError('remove stored template files', error));
}
