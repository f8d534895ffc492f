import 'server-only';
import { env } from '@/lib/env';
import { UserFacingError } from '@/lib/errors';
import { getStorage } from '@/lib/providers/storage';
import { isValidKey } from '@/lib/providers/storage/port';
import { keysFromUrls } from './store-template-image';

export const TEMPLATE_FILE_MESSAGES = {
  notOurs: 'Template images must be uploaded to Inkpost: an image at another address cannot be used.',
  gone: 'An uploaded image could not be found. Please upload it again.',
} as const;

/**
 * Templates store storage keys (`templates/<user>/<uuid>.png`), never URLs: every URL handed to a
 * page, the API or the postcard provider is built here from the key, so what the proof renders
 * (read by key) is what the provider is sent. The column names keep the spec's `…_url`.
 */

/** A stored column (a key; a URL written before migration 0025 still reads) as a key, or null. */
export function storedKey(value: string | null | undefined): string | null {
  return keysFromUrls([value])[0] ?? null;
}

/** The URL a browser loads a stored file from (relative to the app when storage is local). */
export function fileUrl(value: string | null | undefined): string | null {
  const key = storedKey(value);
  return key ? getStorage().urlFor(key) : null;
}

/** The same URL made absolute, for callers outside the app (the API, the postcard provider). */
export function absoluteFileUrl(value: string | null | undefined): string | null {
  const url = fileUrl(value);
  return url ? new URL(url, env().APP_URL).toString() : null;
}

/** Origins whose storage paths are ours: the app itself and, with Supabase, the project. */
function ourOrigins(): string[] {
  const config = env();
  const origins = [new URL(config.APP_URL).origin];
  if (config.NEXT_PUBLIC_SUPABASE_URL) origins.push(new URL(config.NEXT_PUBLIC_SUPABASE_URL).origin);
  return origins;
}

/**
 * The key of an image reference the editor sends back at save time (the URL the upload answered,
 * or a bare key), refusing anything that is not ours: another host whose path merely looks like
 * our storage gets a clear error, and a key under another user's folder is treated as gone.
 */
export function ownImageKey(reference: string, userId: string, folder: 'templates' | 'templates/thumbnails'): string {
  let key: string | null;
  if (isValidKey(reference) && !reference.includes(':')) {
    key = reference;
  } else {
    let parsed: URL;
    try {
      parsed = new URL(reference, env().APP_URL);
    } catch {
      throw new UserFacingError(TEMPLATE_FILE_MESSAGES.notOurs);
    }
    const relative = reference.startsWith('/') && !reference.startsWith('//');
    if (!relative && !ourOrigins().includes(parsed.origin)) throw new UserFacingError(TEMPLATE_FILE_MESSAGES.notOurs);
    key = keysFromUrls([parsed.toString()])[0] ?? null;
    if (!key) throw new UserFacingError(TEMPLATE_FILE_MESSAGES.notOurs);
  }
  const owner = folder === 'templates' ? `templates/${userId}/` : `templates/thumbnails/${userId}/`;
  if (!key.startsWith(owner) || key.slice(owner.length).includes('/'))
    throw new UserFacingError(TEMPLATE_FILE_MESSAGES.gone);
  return key;
}
