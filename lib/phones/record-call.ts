import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { campaigns, phoneCalls, phoneNumbers } from '@/lib/db/schema';

export type CalledNumber = Pick<
  typeof phoneNumbers.$inferSelect,
  'id' | 'user_id' | 'phone_number' | 'forwarding_number' | 'whisper_message' | 'status'
>;

export const isActive = (number: CalledNumber) => number.status === 'active';

/**
 * Finds the tracking number a call was made to and counts the call once per CallSid: Twilio
 * retries a webhook that timed out with the same CallSid, and a retry must not count twice.
 * Calls to an inactive number are not counted (they are not forwarded either). A call counts for
 * the campaign that prints the number, fixed now: editing the campaign later does not move it. Runs on the
 * owner connection: the caller is Twilio, not a signed-in user.
 */
export async function recordCall(call: {
  to: string;
  from: string | null;
  callSid: string;
}): Promise<{ number: CalledNumber | null; isNew: boolean }> {
  return getDb().transaction(async (tx) => {
    const [number] = await tx
      .select({
        id: phoneNumbers.id,
        user_id: phoneNumbers.user_id,
        phone_number: phoneNumbers.phone_number,
        forwarding_number: phoneNumbers.forwarding_number,
        whisper_message: phoneNumbers.whisper_message,
        status: phoneNumbers.status,
      })
      .from(phoneNumbers)
      .where(eq(phoneNumbers.phone_number, call.to));
    if (!number || !isActive(number)) return { number: number ?? null, isNew: false };

    // The primary key on call_sid decides: a concurrent retry waits for this insert, then skips.
    const inserted = await tx
      .insert(phoneCalls)
      .values({
        call_sid: call.callSid,
        phone_number_id: number.id,
        user_id: number.user_id,
        from_number: call.from,
        // The newest campaign printing this number: a number reused for a new campaign counts for it.
        campaign_id: sql`(select ${campaigns.id} from ${campaigns} where ${campaigns.tracking_phone_id} = ${number.id}
          order by ${campaigns.created_at} desc limit 1)`,
      })
      .onConflictDoNothing({ target: phoneCalls.call_sid })
      .returning({ callSid: phoneCalls.call_sid });
    if (!inserted.length) return { number, isNew: false };

    await tx
      .update(phoneNumbers)
      .set({ call_count: sql`${phoneNumbers.call_count} + 1`, last_call: sql`now()` })
      .where(eq(phoneNumbers.id, number.id));
    return { number, isNew: true };
  });
}
