import 'server-only';
import { env } from '@/lib/env';
import type { MailPort } from './port';
import { sandboxMail } from './sandbox';
import { createSmtpMail } from './smtp';

// One transport (and its connection pool) per SMTP_URL, not one per message.
let smtpPort: { key: string; port: MailPort } | undefined;

/** SMTP when SMTP_URL is set, the sandbox outbox otherwise. */
export function getMail(): MailPort {
  const config = env();
  if (config.modes.mail !== 'smtp') return sandboxMail;
  const key = `${config.SMTP_URL}\n${config.MAIL_FROM}`;
  if (smtpPort?.key !== key) smtpPort = { key, port: createSmtpMail(config.SMTP_URL!, config.MAIL_FROM) };
  return smtpPort.port;
}

export * from './port';
