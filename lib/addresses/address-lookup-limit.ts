import { UserFacingError } from '@/lib/errors';
import { countInWindow } from '@/lib/rate-limit/count-in-window';
import { MIN_QUERY_LENGTH } from './messages';

/**
 * Address suggestions and validations a user may ask for per minute, all forms together (Send,
 * Bulk Send, return address). Each is billed to the product's maps key; a person typing and a
 * 500-row Bulk Send (checked, then confirmed) stay well under it.
 */
export const ADDRESS_LOOKUP_LIMIT = { lookups: 1200, windowSeconds: 60 } as const;

export const addressLookupLimitMessage = (seconds: number) =>
  `Too many address lookups: the limit is ${ADDRESS_LOOKUP_LIMIT.lookups.toLocaleString('en-US')} a minute. ` +
  `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/**
 * Counts `lookups` address lookups for `userId` in the current minute (shared by every process
 * through the database) and refuses them, before any is made, when they would go over the limit.
 */
export async function spendAddressLookups(userId: string, lookups = 1): Promise<void> {
  if (lookups <= 0) return;
  const { count, resetSeconds } = await countInWindow(
    'address_lookup_limits',
    userId,
    ADDRESS_LOOKUP_LIMIT.windowSeconds,
    lookups,
  );
  if (count > ADDRESS_LOOKUP_LIMIT.lookups) throw new UserFacingError(addressLookupLimitMessage(resetSeconds));
}

/** An autocomplete request: counted only when it will reach the maps service (3+ characters). */
export async function spendAddressSuggestion(userId: string, query: string): Promise<void> {
  if (query.trim().length >= MIN_QUERY_LENGTH) await spendAddressLookups(userId);
}
