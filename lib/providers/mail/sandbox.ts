import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sandboxMailMessages } from '@/lib/db/schema';
import type { MailPort } from './port';

/** Keeps every message in the database instead of sending it; /sandbox/mail lists them. */
export const sandboxMail: MailPort = {
  kind: 'sandbox',
  async send({ to, subject, text }) {
    await getDb().insert(sandboxMailMessages).values({ to_address: to, subject, text_body: text });
  },
};

export const SANDBOX_OUTBOX_PAGE_SIZE = 50;

/** The newest messages of the sandbox outbox. */
export async function listSandboxMail() {
  return getDb()
    .select()
    .from(sandboxMailMessages)
    .orderBy(desc(sandboxMailMessages.created_at), desc(sandboxMailMessages.id))
    .limit(SANDBOX_OUTBOX_PAGE_SIZE);
}
