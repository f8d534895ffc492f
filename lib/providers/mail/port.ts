/** One plain-text message. */
export type MailMessage = { to: string; subject: string; text: string };

/** Outgoing mail: SMTP in production, the sandbox outbox (/sandbox/mail) by default. */
export interface MailPort {
  readonly kind: 'smtp' | 'sandbox';
  send(message: MailMessage): Promise<void>;
}
