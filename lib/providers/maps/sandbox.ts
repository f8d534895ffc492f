/**
 * The offline maps sandbox: address autocomplete and "geocoding" from what the user typed plus a
 * real US ZIP table (the `zipcodes` package), with no network and no state. The same text always
 * gives the same suggestions, and a suggestion's placeId carries the whole address, so `resolve`
 * needs nothing stored (and works after a restart).
 *
 * How to type (street number and street first, then the place):
 *   "123 main st springfield il"          → 123 Main St, Springfield, IL 62701 (the city's first ZIP)
 *   "123 main st 62704"                   → 123 Main St, Springfield, IL 62704 (the ZIP fills city and state)
 *   "123 main st, springf"                → up to 5 cities starting with "Springf", one per state
 *   "5 oak rd st louis mo"                → St/Saint, Ft/Fort and Mt/Mount are interchangeable
 *
 * Test inputs that reach every error message from the UI (e2e tests may rely on them: keep them stable):
 *   ZIP not in the typed city/state      "123 main st springfield il 90210" → no suggestion
 *   street number 0                      "0 main st springfield il"         → picks resolve without a street
 *                                                                             number → 'Please enter a valid US address'
 *   the word "undeliverable" anywhere    "123 main st undeliverable, springfield il" → the same
 *   the word "outage" anywhere           "123 outage st springfield il"     → suggest (and resolve) throw
 *                                                                             → 'Failed to validate address'
 *                                                                             (as the first lookup: 'Failed to
 *                                                                             initialize address lookup service')
 *   the word "timeout" anywhere          "123 main st timeout, springfield il" → suggestions appear, picking one
 *                                                                             throws → 'Failed to validate address'
 */
import { parseLocation, type ParsedAddress } from 'parse-address';
import zipcodes from 'zipcodes';
import { MAX_SUGGESTIONS, MapsProviderError, type AddressSuggestion, type MapsPort, type ResolvedPlace } from './port';

const PLACE_PREFIX = 'sbx_';
/** Test words: removed from the text before parsing and carried in the placeId as a flag. */
export const FLAG_WORDS = ['undeliverable', 'timeout'] as const;
type Flag = (typeof FLAG_WORDS)[number];

/** What a sandbox placeId encodes (short keys keep the id short). */
type SandboxPlace = { n: string; r: string; u?: string; c: string; s: string; z: string; f?: Flag };
type Place = { city: string; state: string; zip: string };

function assertNoOutage(text: string) {
  if (/\boutage\b/i.test(text)) throw new MapsProviderError('Sandbox maps outage (test input "outage")', 503);
}

/** City names compare without case, punctuation or the St/Saint, Ft/Fort, Mt/Mount difference. */
export function cityKey(city: string): string {
  return city
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** One row per US city and state, with its lowest ZIP; built on first use from the ZIP table. */
let cityIndex: { rows: { key: string; place: Place }[]; byCityState: Map<string, Place> } | undefined;
export function cities() {
  if (cityIndex) return cityIndex;
  const byCityState = new Map<string, Place>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== 'US' || !/^\d{5}$/.test(code.zip)) continue;
    const id = `${cityKey(code.city)}|${code.state}`;
    const known = byCityState.get(id);
    if (!known || code.zip < known.zip) byCityState.set(id, { city: code.city, state: code.state, zip: code.zip });
  }
  const rows = [...byCityState.entries()]
    .map(([id, place]) => ({ key: id.split('|')[0], place }))
    .sort((a, b) => a.key.localeCompare(b.key) || a.place.state.localeCompare(b.place.state));
  cityIndex = { rows, byCityState };
  return cityIndex;
}

export function usZip(zip: string): Place | undefined {
  const code = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
  return code?.country === 'US' ? { city: code.city, state: code.state, zip: code.zip } : undefined;
}

/** A fully typed place: a ZIP (checked against any typed city/state), or a city and state. */
function placesFromParts(parsed: ParsedAddress): Place[] {
  const state = parsed.state?.toUpperCase();
  if (parsed.zip) {
    const place = usZip(parsed.zip);
    if (!place) return [];
    if (state && state !== place.state) return [];
    if (parsed.city && cityKey(parsed.city) !== cityKey(place.city)) return [];
    return [place];
  }
  if (!state || !parsed.city) return [];
  const match = cities().byCityState.get(`${cityKey(parsed.city)}|${state}`);
  return match ? [match] : [];
}

/** A place still being typed ("springf", "springfield, i"): cities starting with it, exact names first. */
function placesFromPrefix(location: string): Place[] {
  const [cityPart, statePart = ''] = location.split(',');
  const prefix = cityKey(cityPart ?? '');
  const state = statePart.replace(/[^a-z]/gi, '').toUpperCase();
  if (prefix.length < 3) return [];
  const rows = cities().rows.filter((row) => row.key.startsWith(prefix) && row.place.state.startsWith(state));
  const exact = rows.filter((row) => row.key === prefix);
  return [...exact, ...rows.filter((row) => row.key !== prefix)].slice(0, MAX_SUGGESTIONS).map((row) => row.place);
}

type Street = ParsedAddress & { number: string; street: string };
/** A street address starts with a house number and names a street; PO boxes do not. */
type Match = { street: Street; places: Place[] };

export const isStreet = (parsed: ParsedAddress | null): parsed is Street =>
  !!parsed?.number && !!parsed.street && /^\d+[a-z]?$/i.test(parsed.number);

/**
 * A complete address (ZIP, or city and state). parse-address reads "St", "Ft" and "Mt" greedily
 * as street types ("5 oak rd st louis mo" → street "oak rd st", city "louis"), so when the text
 * has no commas we also try a comma after each word. Of the readings that name a real place the
 * longest city wins ("main st mount vernon ny" is Mount Vernon, not "Main St Mt" in Vernon).
 * A ZIP that fits the typed city/state under no reading gives nothing.
 */
function completeAddress(text: string): Match | null {
  // Typed with commas, the street is what stands before the first one, and it must read as a
  // street on its own: "2, x, tf 47040" has no street, it must not borrow "Tf" from the place.
  const comma = text.indexOf(',');
  if (comma >= 0 && !isStreet(parseLocation(text.slice(0, comma)))) return null;
  const words = text.split(' ');
  const readings = [text];
  if (!text.includes(',')) {
    for (let at = 2; at < words.length; at++)
      readings.push(`${words.slice(0, at).join(' ')}, ${words.slice(at).join(' ')}`);
  }
  let best: Match | null = null;
  for (const reading of readings) {
    const parsed = parseLocation(reading);
    if (!isStreet(parsed) || !(parsed.zip || (parsed.state && parsed.city))) continue;
    const places = placesFromParts(parsed);
    if (places.length && (!best || places[0].city.length > best.places[0].city.length))
      best = { street: parsed, places };
  }
  return best;
}

/**
 * Splits "street, place" when the place is incomplete: after the first comma, or else the last
 * one to three words, as long as what precedes them still reads as a street with a type (so
 * "123 main st" alone is not read as "123 Main" in a town starting with "St").
 */
function partialAddress(text: string): Match | null {
  const comma = text.indexOf(',');
  if (comma > 0) {
    const street = parseLocation(text.slice(0, comma));
    return isStreet(street) ? { street, places: placesFromPrefix(text.slice(comma + 1)) } : null;
  }
  const words = text.split(' ');
  for (let take = Math.min(3, words.length - 2); take >= 1; take--) {
    const street = parseLocation(words.slice(0, -take).join(' '));
    const places = isStreet(street) && street.type ? placesFromPrefix(words.slice(-take).join(' ')) : [];
    if (isStreet(street) && places.length) return { street, places };
  }
  return null;
}

const title = (text: string) => text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep, ch) => sep + ch.toUpperCase());

function route(parsed: ParsedAddress): string {
  return [
    parsed.prefix?.toUpperCase(),
    parsed.street && title(parsed.street),
    parsed.type && title(parsed.type),
    parsed.suffix?.toUpperCase(),
  ]
    .filter(Boolean)
    .join(' ');
}

function unit(parsed: ParsedAddress): string | undefined {
  if (!parsed.sec_unit_type && !parsed.sec_unit_num) return undefined;
  return [parsed.sec_unit_type && title(parsed.sec_unit_type), parsed.sec_unit_num?.toUpperCase()]
    .filter(Boolean)
    .join(' ');
}

function formatted(place: SandboxPlace): string {
  const street = [place.n, place.r, place.u].filter(Boolean).join(' ');
  return `${street}, ${place.c}, ${place.s} ${place.z}`;
}

export function encodePlaceId(place: SandboxPlace): string {
  return PLACE_PREFIX + Buffer.from(JSON.stringify(place)).toString('base64url');
}

function decodePlaceId(placeId: string): SandboxPlace {
  try {
    if (!placeId.startsWith(PLACE_PREFIX)) throw new Error('not a sandbox id');
    const place = JSON.parse(Buffer.from(placeId.slice(PLACE_PREFIX.length), 'base64url').toString('utf8'));
    const fields = ['n', 'r', 'c', 's', 'z'] as const;
    if (!fields.every((key) => typeof place?.[key] === 'string')) throw new Error('missing fields');
    return place as SandboxPlace;
  } catch {
    // Google answers an unknown place id with an error too; the domain shows it as a failure.
    throw new MapsProviderError('Unknown sandbox place id', 400);
  }
}

export const sandboxMaps: MapsPort = {
  kind: 'sandbox',

  async suggest({ query }) {
    assertNoOutage(query);
    const flag = FLAG_WORDS.find((word) => new RegExp(`\\b${word}\\b`, 'i').test(query));
    const text = query
      .replace(new RegExp(`\\b(${FLAG_WORDS.join('|')})\\b`, 'gi'), ' ')
      .replace(/\s*,\s*/g, ', ')
      .replace(/\s+/g, ' ')
      .trim();

    // No ZIP typed: the place may still be being typed ("springf"), so offer matching cities.
    const found = completeAddress(text) ?? (parseLocation(text)?.zip ? null : partialAddress(text));
    if (!found) return [];
    const { street, places } = found;
    return places.slice(0, MAX_SUGGESTIONS).map((place): AddressSuggestion => {
      const encoded: SandboxPlace = {
        n: street.number,
        r: route(street),
        u: unit(street),
        c: place.city,
        s: place.state,
        z: place.zip,
        f: flag,
      };
      return { placeId: encodePlaceId(encoded), description: formatted(encoded) + (flag ? ` (${flag})` : '') };
    });
  },

  async resolve({ placeId }) {
    const place = decodePlaceId(placeId);
    assertNoOutage(JSON.stringify(place));
    if (place.f === 'timeout') throw new MapsProviderError('Sandbox geocoding timed out (test input "timeout")', 504);
    // The id comes back from the browser: check the ZIP against the table again, not trust it.
    const known = usZip(place.z);
    const zipFits = !!known && known.state === place.s && cityKey(known.city) === cityKey(place.c);
    const deliverable = place.f !== 'undeliverable' && !/^0+$/.test(place.n);
    const result: ResolvedPlace = {
      route: place.r,
      locality: place.c,
      administrative_area_level_1: place.s,
      formatted_address: formatted(place),
    };
    if (deliverable) result.street_number = place.n;
    if (zipFits) result.postal_code = place.z;
    return result;
  },
};
