import { describe, expect, it } from 'vitest';
import { MapsProviderError } from './port';
import { cityKey, encodePlaceId, sandboxMaps } from './sandbox';

const TOKEN = 'b7e1c9a4-5d2f-4e8a-9c3b-1f6d0a2e4c8b';
const suggest = (query: string) => sandboxMaps.suggest({ query, sessionToken: TOKEN });
const resolve = (placeId: string) => sandboxMaps.resolve({ placeId, sessionToken: TOKEN });
const descriptions = async (query: string) => (await suggest(query)).map((s) => s.description);

describe('sandbox maps: suggestions from the typed text and the ZIP table', () => {
  it('normalises a full address and fills in a real ZIP of the city', async () => {
    expect(await descriptions('123 main st springfield il')).toEqual(['123 Main St, Springfield, IL 62701']);
    expect(await descriptions('123 Main St, Springfield, IL 62704')).toEqual(['123 Main St, Springfield, IL 62704']);
    expect(await descriptions('123 north main street springfield illinois')).toEqual([
      '123 N Main St, Springfield, IL 62701',
    ]);
    expect(await descriptions('1600 pennsylvania ave nw washington dc 20500')).toEqual([
      '1600 Pennsylvania Ave NW, Washington, DC 20500',
    ]);
  });

  it('fills city and state from a ZIP, leading zeros included', async () => {
    expect(await descriptions('123 main st 62704')).toEqual(['123 Main St, Springfield, IL 62704']);
    expect(await descriptions('1 beacon st 02108')).toEqual(['1 Beacon St, Boston, MA 02108']);
  });

  it('reads St/Saint, Ft/Fort and Mt/Mount city names however parse-address splits them', async () => {
    expect(await descriptions('5 oak rd st louis mo')).toEqual(['5 Oak Rd, Saint Louis, MO 63101']);
    expect(await descriptions('123 main st fort worth tx')).toEqual(['123 Main St, Fort Worth, TX 76101']);
    expect(await descriptions('123 main st mount vernon ny')).toEqual(['123 Main St, Mount Vernon, NY 10550']);
  });

  it('offers at most 5 cities for a place still being typed, exact names first', async () => {
    const springf = await descriptions('123 main st, springf');
    expect(springf).toHaveLength(5);
    expect(springf.every((d) => d.startsWith('123 Main St, Springfield, '))).toBe(true);
    expect(await descriptions('123 Main St, Springfield, I')).toEqual([
      '123 Main St, Springfield, ID 83277',
      '123 Main St, Springfield, IL 62701',
    ]);
    expect((await descriptions('350 5th ave new york'))[0]).toBe('350 5th Ave, New York, NY 10001');
  });

  it('suggests nothing without a house number and street, or without a known place', async () => {
    for (const query of [
      '123',
      'main st springfield il',
      'PO Box 12 springfield il',
      'hello world',
      '123 main st',
      '123 main st fakeville il',
      // A street part with no street name takes none from the place typed after it.
      '2, \u001b, tf 47040',
      '#$2%&*, x, tf 47040',
    ]) {
      expect(await suggest(query), query).toEqual([]);
    }
  });

  it('rejects a ZIP that does not belong to the typed city or state', async () => {
    expect(await suggest('123 main st springfield il 90210')).toEqual([]);
    expect(await suggest('123 main st springfield ca 62701')).toEqual([]);
    expect(await suggest('123 main st boston ma 62701')).toEqual([]);
  });

  it('is deterministic: the same text gives the same suggestions and place ids', async () => {
    const first = await suggest('123 main st, springf');
    expect(await suggest('123 main st, springf')).toEqual(first);
    expect(new Set(first.map((s) => s.placeId)).size).toBe(first.length);
  });
});

describe('sandbox maps: resolving a picked suggestion', () => {
  it('returns the five parts and the formatted address, with no state kept between calls', async () => {
    const [picked] = await suggest('123 n main st apt 4b springfield il');
    expect(picked.placeId).toMatch(/^sbx_[A-Za-z0-9_-]+$/);
    expect(await resolve(picked.placeId)).toEqual({
      street_number: '123',
      route: 'N Main St',
      locality: 'Springfield',
      administrative_area_level_1: 'IL',
      postal_code: '62701',
      formatted_address: '123 N Main St Apt 4B, Springfield, IL 62701',
    });
  });

  it('checks the ZIP again, since the place id comes back from the browser', async () => {
    const forged = encodePlaceId({ n: '123', r: 'Main St', c: 'Springfield', s: 'IL', z: '90210' });
    const place = await resolve(forged);
    expect(place.postal_code).toBeUndefined();
    expect(place.street_number).toBe('123');
  });

  it('fails on an id it never issued', async () => {
    await expect(resolve('ChIJd8BlQ2BZwokRAFUEcm_qrcA')).rejects.toBeInstanceOf(MapsProviderError);
    await expect(resolve('sbx_bm90IGpzb24')).rejects.toBeInstanceOf(MapsProviderError);
  });
});

describe('sandbox maps: documented failure inputs', () => {
  it('street number 0 resolves without a street number', async () => {
    const [picked] = await suggest('0 main st springfield il');
    expect(picked.description).toBe('0 Main St, Springfield, IL 62701');
    const place = await resolve(picked.placeId);
    expect(place.street_number).toBeUndefined();
    expect(place.postal_code).toBe('62701');
  });

  it('"undeliverable" anywhere resolves without a street number', async () => {
    const [picked] = await suggest('123 main st undeliverable, springfield il');
    expect(picked.description).toBe('123 Main St, Springfield, IL 62701 (undeliverable)');
    expect((await resolve(picked.placeId)).street_number).toBeUndefined();
  });

  it('"outage" makes suggest and resolve throw', async () => {
    await expect(suggest('123 outage st springfield il')).rejects.toThrow(/outage/);
    const forged = encodePlaceId({ n: '1', r: 'Outage St', c: 'Springfield', s: 'IL', z: '62701' });
    await expect(resolve(forged)).rejects.toBeInstanceOf(MapsProviderError);
  });

  it('"timeout" suggests normally, then fails when picked', async () => {
    const [picked] = await suggest('123 main st timeout, springfield il');
    expect(picked.description).toBe('123 Main St, Springfield, IL 62701 (timeout)');
    await expect(resolve(picked.placeId)).rejects.toThrow(/timed out/);
  });
});

describe('cityKey', () => {
  it('ignores case, punctuation and the St/Saint, Ft/Fort, Mt/Mount spelling', () => {
    expect(cityKey('St. Louis')).toBe(cityKey('saint louis'));
    expect(cityKey('Ft Worth')).toBe(cityKey('Fort Worth'));
    expect(cityKey("Coeur d'Alene")).toBe('coeur dalene');
  });
});
