import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { phoneNumbers } from '@/lib/db/schema';

/** The whisper of a number, for the whisper webhook (owner connection: Twilio is the caller). */
export async function findWhisperMessage(phoneNumberId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ whisper: phoneNumbers.whisper_message })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.id, phoneNumberId));
  return row?.whisper ?? null;
}
