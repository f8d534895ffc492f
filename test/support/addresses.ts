import { suggestAddresses } from '@/lib/addresses/suggest-addresses';

/** A real pick from the sandbox maps: the first suggestion for `query`. */
export async function pickAddress(query = '123 main st springfield il') {
  const [first] = await suggestAddresses(query, 'test-session');
  if (!first) throw new Error(`no suggestion for ${query}`);
  return { placeId: first.placeId, sessionToken: 'test-session', description: first.description };
}
