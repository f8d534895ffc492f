import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trackingUrls } from '@/lib/db/schema';
import { addToLinkIndex, linkIndexGeneration, peekLinkIndex, stopLinkIndex, type RedirectTarget } from './link-index';

export type { RedirectTarget } from './link-index';

// The index of every link (link-index.ts) answers most ids. What it lacks — a link created after
// it loaded, an unknown id, any id where the index is not in use (next dev, tests) — is looked up
// and kept here: a found link a while (targets change only when a campaign's response URL is
// edited; the index follows at once, this cache within FOUND_TTL_MS); an unknown id only briefly,
// so a link printed a moment before it was created works at once.
const FOUND_TTL_MS = 60_000;
const MISSING_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

type Found = { value: RedirectTarget | null; generation: number };
type Entry = { value: RedirectTarget | null; expires: number };
type Cache = { entries: Map<string, Entry>; inFlight: Map<string, Promise<Found>> };
const GLOBAL_KEY = Symbol.for('inkpost.tracking-url-cache');
const holder = globalThis as { [GLOBAL_KEY]?: Cache };
const cache = (): Cache => (holder[GLOBAL_KEY] ??= { entries: new Map(), inFlight: new Map() });

async function lookup(id: string): Promise<Found> {
  const generation = linkIndexGeneration();
  const [row] = await getDb()
    .select({ targetUrl: trackingUrls.target_url, userId: trackingUrls.user_id })
    .from(trackingUrls)
    .where(eq(trackingUrls.id, id));
  return { value: row ?? null, generation };
}

/**
 * The target of a tracking id: from the index or this process's cache when there, otherwise one
 * primary-key lookup shared by every request for that id arriving meanwhile (a burst of scans of
 * one postcard is one query). A failed lookup throws and is not cached.
 */
export async function resolveTrackingUrl(id: string): Promise<RedirectTarget | null> {
  const known = peekTrackingUrl(id);
  if (known !== undefined) return known;
  const { entries, inFlight } = cache();

  let pending = inFlight.get(id);
  if (!pending) {
    pending = lookup(id).finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  const { value, generation } = await pending;
  if (value && addToLinkIndex(id, value, generation)) return value;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!); // oldest first
  entries.set(id, { value, expires: Date.now() + (value ? FOUND_TTL_MS : MISSING_TTL_MS) });
  return value;
}

/** The known answer for an id without waiting: undefined when it must be looked up. */
export function peekTrackingUrl(id: string): RedirectTarget | null | undefined {
  const indexed = peekLinkIndex(id);
  if (indexed) return indexed;
  const hit = cache().entries.get(id);
  return hit && hit.expires > Date.now() ? hit.value : undefined;
}

/** Forgets cached lookups and the index (tests). */
export async function clearTrackingUrlCache(): Promise<void> {
  cache().entries.clear();
  await stopLinkIndex();
}
