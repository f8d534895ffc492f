/**
 * File storage as the domain sees it: local disk (served by app/storage/[...key]/route.ts) or the
 * Supabase Storage bucket `postcard-images`. Keys look like `templates/<userId>/<uuid>.png`,
 * `templates/thumbnails/<userId>/<uuid>.jpg` (and `proofs/<userId>/<uuid>.jpg`); they are never reused, so stored files never change.
 */
export interface StoragePort {
  readonly kind: 'local' | 'supabase';
  /** Stores a new file; `url` is what the browser loads (relative to the app origin when local). */
  put(key: string, body: Buffer, contentType: string): Promise<{ url: string }>;
  /** The URL a browser loads `key` from, built by us (relative to the app origin when local). */
  urlFor(key: string): string;
  /** The stored bytes (server-side rendering, e.g. proofs); throws when the file is missing. */
  read(key: string): Promise<Buffer>;
  /** Deletes files; keys that do not exist are not an error. */
  remove(keys: string[]): Promise<void>;
}

/** The Supabase Storage bucket (public read) that holds template images and thumbnails. */
export const BUCKET = 'postcard-images';

const KEY_CHARS = /^[A-Za-z0-9/_.-]+$/;

/**
 * Keys become file paths on disk and object paths in the bucket, so only a plain relative path
 * is accepted: no `..`, no leading `/`, no backslash, no empty or dot-leading segment (the local
 * adapter's temp files start with a dot), nothing outside `[A-Za-z0-9/_.-]`.
 */
export function isValidKey(key: string): boolean {
  if (!key || key.length > 512 || !KEY_CHARS.test(key)) return false;
  if (key.includes('..') || key.startsWith('/') || key.includes('\\')) return false;
  return key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
