// Every link of the database in the front process, so /r/{id} answers without a query however
// many postcard links there are (decisions 028, 053). A link is its id (the Map's key) and the
// number of a shared target: a campaign's 100,000 cards point at one target and one owner,
// stored once. The index follows the database through announcements (migration 0026's
// triggers, on TRACKING_LINKS_CHANNEL); a link it lacks (created after the load, an unknown id,
// any id while the index is not in use) is looked up and kept: a found link in the index, or a
// while in a small cache when the index is not in use; an unknown id only briefly, so a link
// printed a moment before it was created works at once.
import { TRACKING_LINKS_CHANNEL, arrayLiteral } from '../../lib/tracking/link-statements.mjs';

const LOAD_PAGE = 50_000;
const RETRY_LISTEN_MS = 5_000;
const FOUND_TTL_MS = 60_000;
const MISSING_TTL_MS = 2_000;
const MAX_CACHED = 10_000;

/**
 * @typedef {import('../../lib/tracking/short-link-answer.mjs').RedirectTarget} RedirectTarget
 * @typedef {import('../../lib/tracking/link-statements.mjs').LinkRow} LinkRow
 * @typedef {{
 *   run(statement: import('../../lib/tracking/link-statements.mjs').LinkStatement, params: unknown[]): Promise<LinkRow[]>,
 *   listen(channel: string, onPayload: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>,
 * }} LinkSource where the links come from: PostgreSQL itself, or the process owning the embedded database
 */

/**
 * @param {LinkSource} source
 * @param {{ logError?: (what: string, error: unknown) => void, log?: (line: string) => void }} [options]
 */
export function createLinkIndex(source, { logError = defaultLogError, log = console.log } = {}) {
  /** @type {Map<string, number>} */
  let links = new Map();
  /** @type {RedirectTarget[]} */
  let targets = [];
  /** @type {Map<string, number>} */
  let targetNumbers = new Map();
  let active = false;
  // Counts announcements: a lookup that raced one must not store what it read before it.
  let generation = 0;
  // Loads and announcements, applied one after another in the order they came.
  let work = Promise.resolve();
  /** @type {(() => Promise<void>) | undefined} */
  let unlisten;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let restartTimer;
  let stopped = false;
  /** @type {Map<string, { value: RedirectTarget | null, expires: number }>} */
  const cache = new Map();
  /** @type {Map<string, Promise<{ value: RedirectTarget | null, generation: number }>>} */
  const inFlight = new Map();

  function targetNumber(into, targetUrl, userId) {
    const key = `${userId}\n${targetUrl}`;
    let n = into.targetNumbers.get(key);
    if (n === undefined) {
      n = into.targets.push({ targetUrl, userId }) - 1;
      into.targetNumbers.set(key, n);
    }
    return n;
  }
  const current = () => ({ links, targets, targetNumbers });
  /** @param {LinkRow} row */
  const keep = (into, row) => into.links.set(row.id, targetNumber(into, row.target_url, row.user_id));

  /** Every link, read by primary key a page at a time, into a fresh index that replaces the old one at the end. */
  async function loadAll() {
    const fresh = { links: new Map(), targets: [], targetNumbers: new Map() };
    let after = '';
    for (;;) {
      const rows = await source.run('linksAfter', [after, LOAD_PAGE]);
      for (const row of rows) keep(fresh, row);
      if (rows.length < LOAD_PAGE) break;
      after = rows[rows.length - 1].id;
    }
    ({ links, targets, targetNumbers } = fresh);
  }

  /** Re-reads the announced links (ids, or c:{campaign id} for all of a campaign's links); an id no longer there is dropped. */
  async function reread(tokens) {
    const ids = tokens.filter((t) => !t.startsWith('c:'));
    const campaigns = tokens.filter((t) => t.startsWith('c:')).map((t) => t.slice(2));
    if (ids.length) {
      const rows = await source.run('linksById', [arrayLiteral(ids)]);
      for (const id of ids) links.delete(id);
      for (const row of rows) keep(current(), row);
    }
    if (campaigns.length) {
      for (const row of await source.run('linksOfCampaigns', [arrayLiteral(campaigns)])) keep(current(), row);
    }
  }

  function enqueue(step, what) {
    work = work.then(step).catch((error) => {
      // The index may now hold an old target: stop answering from it until a reload succeeds.
      active = false;
      logError(`tracking link index: ${what}`, error);
      scheduleRestart();
    });
    return work;
  }

  function onAnnouncement(payload) {
    generation++;
    cache.clear();
    const tokens = payload.split(',').filter(Boolean);
    if (tokens.includes('*')) void enqueue(loadAll, 'reload');
    else void enqueue(() => reread(tokens), 're-read changed links');
  }

  function scheduleRestart() {
    if (restartTimer || stopped) return;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      void forget().then(start);
    }, RETRY_LISTEN_MS);
    restartTimer.unref?.();
  }

  /** Stops listening and forgets every link. */
  async function forget() {
    const listening = unlisten;
    unlisten = undefined;
    active = false;
    generation++;
    links = new Map();
    targets = [];
    targetNumbers = new Map();
    cache.clear();
    await listening?.().catch(() => {});
  }

  /**
   * Listens for announced changes, then loads every link; answers from the index from then on.
   * Resolves when loaded (or when loading failed: then links are looked up one by one and the
   * index tries again in a few seconds).
   */
  async function start() {
    if (unlisten || stopped) return;
    generation++;
    try {
      unlisten = await source.listen(TRACKING_LINKS_CHANNEL, onAnnouncement, () => {
        // Announcements may be lost from here on: look links up until listening again.
        active = false;
        unlisten = undefined;
        generation++;
        cache.clear();
        scheduleRestart();
      });
    } catch (error) {
      logError('tracking link index: listen', error);
      scheduleRestart();
      return;
    }
    const started = performance.now();
    await enqueue(async () => {
      await loadAll();
      active = true;
      log(
        `Inkpost: ${links.size.toLocaleString('en-US')} tracking links indexed (${Math.round(performance.now() - started)} ms)`,
      );
    }, 'load');
  }

  /** One primary-key lookup shared by every request for that id arriving meanwhile. */
  async function lookup(id) {
    const at = generation;
    const [row] = await source.run('linksById', [arrayLiteral([id])]);
    return { value: row ? { targetUrl: row.target_url, userId: row.user_id } : null, generation: at };
  }

  return {
    start,
    /** Stops listening and retrying, and forgets every link. */
    async stop() {
      stopped = true;
      clearTimeout(restartTimer);
      await forget();
    },
    /**
     * The known answer for a tracking id without waiting: its target, null for an id known not
     * to exist (for a moment), undefined when it must be looked up.
     * @param {string} id
     * @returns {RedirectTarget | null | undefined}
     */
    peek(id) {
      if (active) {
        const n = links.get(id);
        if (n !== undefined) return targets[n];
      }
      const hit = cache.get(id);
      return hit && hit.expires > Date.now() ? hit.value : undefined;
    },
    /**
     * The target of a tracking id, looked up when not known; a failed lookup throws and is not kept.
     * @param {string} id
     * @returns {Promise<RedirectTarget | null>}
     */
    async resolve(id) {
      const known = this.peek(id);
      if (known !== undefined) return known;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = lookup(id).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      const found = await pending;
      if (found.value && active && found.generation === generation) {
        keep(current(), { id, target_url: found.value.targetUrl, user_id: found.value.userId });
        return found.value;
      }
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value); // oldest first
      cache.set(id, { value: found.value, expires: Date.now() + (found.value ? FOUND_TTL_MS : MISSING_TTL_MS) });
      return found.value;
    },
    /** Whether the index answers from memory (loaded, and listening). */
    get active() {
      return active;
    },
    /** The links held. */
    get size() {
      return links.size;
    },
  };
}

function defaultLogError(what, error) {
  console.error(`[${new Date().toISOString()}] ${what}:`, error);
}
