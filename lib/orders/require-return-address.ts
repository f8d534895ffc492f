import 'server-only';
import { getReturnAddress, getReturnAddressToEdit } from '@/lib/accounts/get-return-address';
import { UserFacingError } from '@/lib/errors';
import type { ReturnAddress } from '@/lib/validation/return-address';
import { SEND_MESSAGES } from '@/lib/validation/send';

/** The fields a card's return address needs (line 2 is optional), as build-submission.ts prints them. */
const REQUIRED = ['name', 'line1', 'city', 'state', 'zip'] as const;

/**
 * The user's saved return address when it is not complete yet (the send dialogs then ask for it
 * inline, starting from what is saved); null when every card can print it.
 */
export async function missingReturnAddress(userId: string): Promise<ReturnAddress | null> {
  const saved = await getReturnAddress(userId);
  // What the send dialog's form opens with: the Name from sign-up when none was saved.
  return REQUIRED.every((field) => saved[field].trim()) ? null : getReturnAddressToEdit(userId);
}

/** Refuses to place an order without a return address to print on it. */
export async function requireReturnAddress(userId: string): Promise<void> {
  if (await missingReturnAddress(userId)) throw new UserFacingError(SEND_MESSAGES.returnAddressMissing);
}
