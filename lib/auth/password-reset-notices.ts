import { AUTH_MESSAGES, PASSWORD_MESSAGES, RESET_MESSAGES } from './messages';

/**
 * The forgot/reset forms post without JavaScript and come back by redirect: the URL carries one
 * of these codes, never a message or a submitted value.
 */
export const RESET_NOTICES = {
  sent: RESET_MESSAGES.sent,
  email: AUTH_MESSAGES.invalidEmail,
  limited: RESET_MESSAGES.tooManyRequests,
  connect: AUTH_MESSAGES.cannotConnect,
  failed: RESET_MESSAGES.failed,
  invalid: RESET_MESSAGES.linkInvalid,
  required: PASSWORD_MESSAGES.allRequired,
  mismatch: PASSWORD_MESSAGES.newPasswordsDoNotMatch,
  short: PASSWORD_MESSAGES.tooShort,
} as const;

export type ResetNoticeCode = keyof typeof RESET_NOTICES;

export function resetNotice(code: string | undefined): string | null {
  return code && Object.hasOwn(RESET_NOTICES, code) ? RESET_NOTICES[code as ResetNoticeCode] : null;
}

/** The code of a message shown by these forms (the messages are unique). */
export function resetNoticeCode(message: string): ResetNoticeCode {
  const entry = Object.entries(RESET_NOTICES).find(([, text]) => text === message);
  return (entry?.[0] as ResetNoticeCode | undefined) ?? 'failed';
}
