import 'server-only';
import { createLinkIndex, type LinkIndex } from '../../scripts/front/link-index.mjs';
import { databaseLinkSource } from './front-service';
import type { RedirectTarget } from './short-link-answer.mjs';

export type { RedirectTarget } from './short-link-answer.mjs';

// The route handler app/r/[id] (next dev, other hosts; under `npm start` the front process
// answers short links from its loaded index) looks links up through the front's index, never
// loaded here: one primary-key lookup shared by every request for that id arriving meanwhile,
// a found link kept a minute, an unknown id a couple of seconds (scripts/front/link-index.mjs).
const GLOBAL_KEY = Symbol.for('inkpost.tracking-url-lookups');
const holder = globalThis as { [GLOBAL_KEY]?: LinkIndex };
const lookups = (): LinkIndex => (holder[GLOBAL_KEY] ??= createLinkIndex(databaseLinkSource()));

/** The target of a tracking id, or null when there is none. A failed lookup throws and is not kept. */
export function resolveTrackingUrl(id: string): Promise<RedirectTarget | null> {
  return lookups().resolve(id);
}

/** Forgets the links looked up so far (tests). */
export async function clearTrackingUrlCache(): Promise<void> {
  await holder[GLOBAL_KEY]?.stop();
  holder[GLOBAL_KEY] = undefined;
}
