import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trackingUrls } from '@/lib/db/schema';
import type { RedirectTarget } from './short-link-answer.mjs';

export type { RedirectTarget } from './short-link-answer.mjs';

// The route handler app/r/[id] (next dev, other hosts; under `npm start` the front process
// answers short links from its index, scripts/front/link-index.mjs) looks links up and keeps
// them here: a found link a while (targets change only when a campaign's response URL is
// edited), an unknown id only briefly, so a link printed a moment before it was created works at once.
const FOUND_TTL_MS = 60_000;
const MISSING_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

type Entry = { value: RedirectTarget | null; expires: number };
type Cache = { entries: Map<string, Entry>; inFlight: Map<string, Promise<RedirectTarget | null>> };
const GLOBAL_KEY = Symbol.for('inkpost.tracking-url-cache');
const holder = globalThis as { [GLOBAL_KEY]?: Cache };
const cache = (): Cache => (holder[GLOBAL_KEY] ??= { entries: new Map(), inFlight: new Map() });

async function lookup(id: string): Promise<RedirectTarget | null> {
  const [row] = await getDb()
    .select({ targetUrl: trackingUrls.target_url, userId: trackingUrls.user_id })
    .from(trackingUrls)
    .where(eq(trackingUrls.id, id));
  return row ?? null;
}

/**
 * The target of a tracking id: from this process's cache when there, otherwise one primary-key
 * lookup shared by every request for that id arriving meanwhile (a burst of scans of one
 * postcard is one query). A failed lookup throws and is not cached.
 */
export async function resolveTrackingUrl(id: string): Promise<RedirectTarget | null> {
  const { entries, inFlight } = cache();
  const hit = entries.get(id);
  if (hit && hit.expires > Date.now()) return hit.value;
  let pending = inFlight.get(id);
  if (!pending) {
    pending = lookup(id).finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  const value = await pending;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!); // oldest first
  entries.set(id, { value, expires: Date.now() + (value ? FOUND_TTL_MS : MISSING_TTL_MS) });
  return value;
}

/** Forgets cached lookups (tests). */
export function clearTrackingUrlCache(): void {
  cache().entries.clear();
}
