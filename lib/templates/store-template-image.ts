import { randomUUID } from 'node:crypto';
import type { PostcardSize } from '@/lib/db/postcard-sizes';
import { logError, UserFacingError } from '@/lib/errors';
import { getStorage } from '@/lib/providers/storage';
import { BUCKET, isValidKey } from '@/lib/providers/storage/port';
import type { FitFocus } from './image-rules';
import {
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  dimensionError,
  fitToPrintSize,
  inspectImage,
  makeThumbnail,
  uprightPixels,
} from './images';

export type TemplateImageSide = 'front' | 'back';

export type StoredTemplateImage = { imageUrl: string; thumbnailUrl: string; keys: string[] };

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg' } as const;
const EXTENSIONS = { png: 'png', jpeg: 'jpg' } as const;

/**
 * Checks an uploaded template image and stores it with its 400x300 thumbnail. Every check runs
 * before anything is written, and a failed second write removes the first, so a rejected or
 * failed upload leaves nothing behind. `file.type` (the browser's claim) is not trusted: the
 * decoded content decides the format. `side` only labels log lines; front and back follow the
 * same rules. With `fit`, an image of another size is cover-cropped to the exact print size
 * around that focus first, and only the cropped copy is stored (the original never is).
 */
export async function storeTemplateImage(input: {
  userId: string;
  size: PostcardSize;
  side: TemplateImageSide;
  file: { bytes: Buffer; type?: string };
  fit?: FitFocus;
}): Promise<StoredTemplateImage> {
  const { userId, size, side, file, fit } = input;
  if (file.bytes.length > MAX_IMAGE_BYTES) throw new UserFacingError(IMAGE_MESSAGES.tooLarge);
  const image = await inspectImage(file.bytes);
  const problem = dimensionError(size, image.width, image.height);
  if (problem && !fit) throw new UserFacingError(problem);

  // A fitted copy is upright already; an exact image keeps its bytes unless EXIF rotates it.
  const bytes =
    problem && fit
      ? await fitToPrintSize(file.bytes, image.format, size, fit)
      : image.rotated
        ? await uprightPixels(file.bytes)
        : file.bytes;
  const format = !problem && image.rotated ? 'jpeg' : image.format;
  const thumbnail = await makeThumbnail(bytes);

  const id = randomUUID();
  const imageKey = `templates/${userId}/${id}.${EXTENSIONS[format]}`;
  const thumbnailKey = `templates/thumbnails/${userId}/${id}.jpg`;
  if (!isValidKey(imageKey)) throw new Error(`Unusable user id for a storage key: ${userId}`);

  const storage = getStorage();
  let imageUrl: string;
  try {
    ({ url: imageUrl } = await storage.put(imageKey, bytes, CONTENT_TYPES[format]));
  } catch (error) {
    logError(`storing ${side} image ${imageKey}`, error);
    throw new UserFacingError(IMAGE_MESSAGES.uploadFailed);
  }
  try {
    const { url: thumbnailUrl } = await storage.put(thumbnailKey, thumbnail, 'image/jpeg');
    return { imageUrl, thumbnailUrl, keys: [imageKey, thumbnailKey] };
  } catch (error) {
    logError(`storing ${side} thumbnail ${thumbnailKey}`, error);
    await storage.remove([imageKey]).catch((cleanup) => logError(`removing orphaned ${imageKey}`, cleanup));
    throw new UserFacingError(IMAGE_MESSAGES.uploadFailed);
  }
}

const SUPABASE_PUBLIC_PATH = `/storage/v1/object/public/${BUCKET}/`;
const LOCAL_PATH = '/storage/';

/**
 * The storage keys behind stored keys or URLs (to read or delete a template's images, thumbnails
 * and proof): bare keys, local `/storage/<key>` (relative or absolute) and Supabase public URLs
 * `<project>/storage/v1/object/public/postcard-images/<key>`. Nulls, other URLs (other buckets,
 * other paths) and invalid keys are skipped; duplicates are dropped.
 */
export function keysFromUrls(urls: (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    // A bare key, as templates store them since migration 0025.
    if (isValidKey(url) && !url.includes(':')) {
      keys.add(url);
      continue;
    }
    let pathname: string;
    try {
      pathname = new URL(url, 'http://relative.invalid').pathname;
    } catch {
      continue;
    }
    // Supabase's API lives under /storage/v1/: only our bucket's public path is one of ours.
    const supabase = pathname.startsWith('/storage/v1/');
    const prefix = supabase ? SUPABASE_PUBLIC_PATH : LOCAL_PATH;
    if (!pathname.startsWith(prefix)) continue;
    let key: string;
    try {
      key = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      continue;
    }
    if (isValidKey(key)) keys.add(key);
  }
  return [...keys];
}
