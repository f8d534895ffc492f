import nodemailer, { type Transporter } from 'nodemailer';
import type { MailPort } from './port';

/** Mail through the SMTP server of SMTP_URL (nodemailer; smtps:// for TLS from the start). */
export function createSmtpMail(smtpUrl: string, from: string): MailPort {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
