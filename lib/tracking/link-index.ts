import 'server-only';
import { asc, gt, inArray } from 'drizzle-orm';
import { getDatabase, getDb } from '@/lib/db/client';
import { trackingUrls } from '@/lib/db/schema';
import { logError } from '@/lib/errors';

/** What the redirect needs of a tracking URL: where to send the scanner, whose scan it is. */
export type RedirectTarget = { targetUrl: string; userId: string };

/** Where migration 0026's triggers announce links retargeted or deleted. */
export const TRACKING_LINKS_CHANNEL = 'tracking_links';
const LOAD_PAGE = 50_000;
const RETRY_LISTEN_MS = 5_000;

/**
 * Every link of the database in this process, so /r/{id} answers without a query however many
 * postcard links there are (decision 028). A link is its id (the Map's key) and the number of
 * a shared target: a campaign's 100,000 cards point at one target and one owner, stored once.
 */
type LinkIndex = {
  links: Map<string, number>;
  targets: RedirectTarget[];
  targetNumbers: Map<string, number>;
  active: boolean;
  /** Counts announcements: a lookup that raced one must not store what it read before it. */
  generation: number;
  /** Loads and announcements, applied one after another in the order they came. */
  work: Promise<void>;
  unlisten?: () => Promise<void>;
};

const GLOBAL_KEY = Symbol.for('inkpost.tracking-link-index');
const holder = globalThis as { [GLOBAL_KEY]?: LinkIndex };
const emptyIndex = (): LinkIndex => ({
  links: new Map(),
  targets: [],
  targetNumbers: new Map(),
  active: false,
  generation: 0,
  work: Promise.resolve(),
});
const index = (): LinkIndex => (holder[GLOBAL_KEY] ??= emptyIndex());

function targetNumber(idx: LinkIndex, targetUrl: string, userId: string): number {
  const key = `${userId}\n${targetUrl}`;
  let n = idx.targetNumbers.get(key);
  if (n === undefined) {
    n = idx.targets.push({ targetUrl, userId }) - 1;
    idx.targetNumbers.set(key, n);
  }
  return n;
}

type LinkRow = { id: string; targetUrl: string; userId: string };
const columns = { id: trackingUrls.id, targetUrl: trackingUrls.target_url, userId: trackingUrls.user_id };

/** Every link, read by primary key a page at a time, into a fresh index that replaces the old one at the end. */
async function loadAll(idx: LinkIndex): Promise<void> {
  const fresh = emptyIndex();
  let after = '';
  for (;;) {
    const rows: LinkRow[] = await getDb()
      .select(columns)
      .from(trackingUrls)
      .where(gt(trackingUrls.id, after))
      .orderBy(asc(trackingUrls.id))
      .limit(LOAD_PAGE);
    for (const row of rows) fresh.links.set(row.id, targetNumber(fresh, row.targetUrl, row.userId));
    if (rows.length < LOAD_PAGE) break;
    after = rows[rows.length - 1].id;
  }
  idx.links = fresh.links;
  idx.targets = fresh.targets;
  idx.targetNumbers = fresh.targetNumbers;
}

/** Re-reads the announced links (ids, or c:{campaign id} for all of a campaign's links); an id no longer there is dropped. */
async function reread(idx: LinkIndex, tokens: string[]): Promise<void> {
  const ids = tokens.filter((t) => !t.startsWith('c:'));
  const campaigns = tokens.filter((t) => t.startsWith('c:')).map((t) => t.slice(2));
  if (ids.length) {
    const rows: LinkRow[] = await getDb().select(columns).from(trackingUrls).where(inArray(trackingUrls.id, ids));
    for (const id of ids) idx.links.delete(id);
    for (const row of rows) idx.links.set(row.id, targetNumber(idx, row.targetUrl, row.userId));
  }
  if (campaigns.length) {
    const rows: LinkRow[] = await getDb()
      .select(columns)
      .from(trackingUrls)
      .where(inArray(trackingUrls.campaign_id, campaigns));
    for (const row of rows) idx.links.set(row.id, targetNumber(idx, row.targetUrl, row.userId));
  }
}

function enqueue(idx: LinkIndex, step: () => Promise<void>, what: string): Promise<void> {
  idx.work = idx.work.then(step).catch((error) => {
    // The index may now hold an old target: stop answering from it until a reload succeeds.
    idx.active = false;
    logError(`tracking link index: ${what}`, error);
    scheduleRestart();
  });
  return idx.work;
}

function onAnnouncement(idx: LinkIndex, payload: string): void {
  idx.generation++;
  const tokens = payload.split(',').filter(Boolean);
  if (tokens.includes('*')) void enqueue(idx, () => loadAll(idx), 'reload');
  else void enqueue(idx, () => reread(idx, tokens), 're-read changed links');
}

let restartTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleRestart(): void {
  if (restartTimer) return;
  restartTimer = setTimeout(() => {
    restartTimer = undefined;
    void stopLinkIndex().then(() => startLinkIndex());
  }, RETRY_LISTEN_MS);
  restartTimer.unref?.();
}

/**
 * Listens for announced changes, then loads every link; answers from the index from then on.
 * Resolves when loaded (or when loading failed: then the redirect looks links up as before and
 * the index tries again in a few seconds). Started by lib/boot.ts in each web process.
 */
export async function startLinkIndex(): Promise<void> {
  const idx = index();
  if (idx.unlisten) return;
  idx.generation++;
  try {
    idx.unlisten = await getDatabase().listen(
      TRACKING_LINKS_CHANNEL,
      (payload) => onAnnouncement(idx, payload),
      () => {
        // Announcements may be lost from here on: answer by lookups until listening again.
        idx.active = false;
        idx.unlisten = undefined;
        idx.generation++;
        scheduleRestart();
      },
    );
  } catch (error) {
    logError('tracking link index: listen', error);
    scheduleRestart();
    return;
  }
  const started = performance.now();
  await enqueue(
    idx,
    async () => {
      await loadAll(idx);
      idx.active = true;
      console.log(
        `Inkpost: ${idx.links.size.toLocaleString('en-US')} tracking links indexed (${Math.round(performance.now() - started)} ms)`,
      );
    },
    'load',
  );
}

/** Stops listening and forgets every link (tests; a restart after a lost connection). */
export async function stopLinkIndex(): Promise<void> {
  const idx = index();
  const unlisten = idx.unlisten;
  idx.unlisten = undefined;
  idx.active = false;
  idx.generation++;
  idx.links.clear();
  idx.targets = [];
  idx.targetNumbers.clear();
  await unlisten?.().catch(() => {});
}

/** The link's target when the index is in use and holds it; undefined when it must be looked up. */
export function peekLinkIndex(id: string): RedirectTarget | undefined {
  const idx = index();
  if (!idx.active) return undefined;
  const n = idx.links.get(id);
  return n === undefined ? undefined : idx.targets[n];
}

/** A mark to hand to addToLinkIndex: taken before a lookup starts. */
export const linkIndexGeneration = (): number => index().generation;

/**
 * Keeps a link found by a lookup (one created after the load): false when the index is not in
 * use, or when an announcement came while the lookup ran, since what it read may be older.
 */
export function addToLinkIndex(id: string, link: RedirectTarget, generation: number): boolean {
  const idx = index();
  if (!idx.active || idx.generation !== generation) return false;
  idx.links.set(id, targetNumber(idx, link.targetUrl, link.userId));
  return true;
}

/** The links this process holds (the bench and the start-up log). */
export const linkIndexSize = (): number => index().links.size;
