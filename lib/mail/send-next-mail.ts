import 'server-only';
import { logError } from '@/lib/errors';
import { getMail, type MailPort } from '@/lib/providers/mail';
import { claimDueMail } from './claim-due-mail';
import { sendClaimedMail, type MailOutcome } from './send-claimed-mail';

/** Claims and sends one due mail, waiting for the transport. Null when none is due. */
export async function sendNextMail(now = new Date(), transport: MailPort = getMail()): Promise<MailOutcome | null> {
  const mail = await claimDueMail(now);
  return mail ? sendClaimedMail(mail, now, transport) : null;
}

/** Mails in flight at once in one process. */
const MAX_IN_FLIGHT = 4;
let inFlight = 0;

/**
 * The background job: claims one due mail and sends it without waiting for the transport. An SMTP
 * server may take seconds per message; awaited, a burst of mail would hold back every other job
 * (the order pipeline included) in this process. The claim's lease covers the send.
 */
export async function startNextMailSend(): Promise<boolean> {
  if (inFlight >= MAX_IN_FLIGHT) return false;
  const now = new Date();
  const mail = await claimDueMail(now);
  if (!mail) return false;
  inFlight++;
  sendClaimedMail(mail, now)
    .catch((error) => logError('mail send', error))
    .finally(() => inFlight--);
  return true;
}
