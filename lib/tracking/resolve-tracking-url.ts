import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trackingUrls } from '@/lib/db/schema';

/** What the redirect needs of a tracking URL: where to send the scanner, whose scan it is. */
export type RedirectTarget = { targetUrl: string; userId: string };

// Targets change only when a campaign's response URL is edited (its cards' links follow within
// FOUND_TTL_MS), so a found link can be kept a while; an unknown id
// is remembered only briefly, so a link printed a moment before it was created works at once.
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
 * The target of a tracking id: from this process's cache when fresh, otherwise one primary-key
 * lookup shared by every request for that id arriving meanwhile (a burst of scans of one
 * postcard is one query). A failed lookup throws and is not cached.
 */
export async function resolveTrackingUrl(id: string): Promise<RedirectTarget | null> {
  const cached = peekTrackingUrl(id);
  if (cached !== undefined) return cached;
  const { entries, inFlight } = cache();

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

/** The cached answer for an id without waiting: undefined when it must be looked up. */
export function peekTrackingUrl(id: string): RedirectTarget | null | undefined {
  const hit = cache().entries.get(id);
  return hit && hit.expires > Date.now() ? hit.value : undefined;
}

/** Forgets cached lookups (tests). */
export function clearTrackingUrlCache(): void {
  cache().entries.clear();
}
