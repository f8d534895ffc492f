import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { phoneNumbers } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { PHONE_MESSAGES, type UpdatePhoneNumberSchema } from '@/lib/validation/phone-number';

export type PhoneNumberChanges = z.output<typeof UpdatePhoneNumberSchema>;

/**
 * Renames the user's number or changes where it forwards and what the whisper says. Only our row
 * changes: the provider calls our webhook, which reads these fields on every call.
 */
export async function updatePhoneNumber(userId: string, changes: PhoneNumberChanges): Promise<void> {
  const updated = await getDb()
    .update(phoneNumbers)
    .set({
      name: changes.name,
      forwarding_number: changes.forwardingNumber,
      whisper_message: changes.whisperMessage,
    })
    .where(and(eq(phoneNumbers.id, changes.id), eq(phoneNumbers.user_id, userId)))
    .returning({ id: phoneNumbers.id });
  // Someone else's number looks exactly like a missing one.
  if (!updated.length) throw new UserFacingError(PHONE_MESSAGES.updateFailed);
}
