'use server';

import { z } from 'zod';
import { userAction } from '@/lib/actions/safe-action';
import { spendAddressLookups, spendAddressSuggestion } from '@/lib/addresses/address-lookup-limit';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { resolveAddress } from '@/lib/addresses/resolve-address';
import { suggestAddresses } from '@/lib/addresses/suggest-addresses';

// Places API (New) session tokens: URL-safe base64, at most 36 characters (a UUIDv4 fits).
const sessionToken = z.string().regex(/^[A-Za-z0-9_-]{1,36}$/, ADDRESS_MESSAGES.failed);

const SuggestSchema = z.object({ query: z.string().max(200, ADDRESS_MESSAGES.invalid), sessionToken });
// Place ids are sent back by the browser: only id characters, so they stay one URL path segment.
const ResolveSchema = z.object({
  placeId: z.string().regex(/^[A-Za-z0-9_-]{1,1024}$/, ADDRESS_MESSAGES.invalid),
  sessionToken,
});

/** Signed-in users only: every lookup is billed to the product's maps key. */
export const suggestAddressesAction = userAction(
  SuggestSchema,
  { name: 'suggest-addresses', fallbackError: ADDRESS_MESSAGES.failed },
  async ({ query, sessionToken }, user) => {
    await spendAddressSuggestion(user.id, query);
    return suggestAddresses(query, sessionToken);
  },
);

export const resolveAddressAction = userAction(
  ResolveSchema,
  { name: 'resolve-address', fallbackError: ADDRESS_MESSAGES.failed },
  async ({ placeId, sessionToken }, user) => {
    await spendAddressLookups(user.id);
    return resolveAddress(placeId, sessionToken);
  },
);
