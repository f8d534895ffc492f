import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { phoneNumbers } from '@/lib/db/schema';

/** The user's tracking numbers, newest first, with what the Phone table shows. */
export async function listPhoneNumbers(userId: string) {
  return withUserScope(userId, (tx) =>
    tx
      .select({
        id: phoneNumbers.id,
        name: phoneNumbers.name,
        phone_number: phoneNumbers.phone_number,
        forwarding_number: phoneNumbers.forwarding_number,
        whisper_message: phoneNumbers.whisper_message,
        created_at: phoneNumbers.created_at,
        last_call: phoneNumbers.last_call,
        call_count: phoneNumbers.call_count,
        status: phoneNumbers.status,
      })
      .from(phoneNumbers)
      .where(eq(phoneNumbers.user_id, userId))
      .orderBy(desc(phoneNumbers.created_at)),
  );
}
