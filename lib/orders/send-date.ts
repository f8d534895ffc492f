// Client-safe and zod-free: the send date of a scheduled send (decision 037). Every way of
// sending takes one: a day, today to MAX_SEND_DATE_DAYS ahead, counted in UTC. An order with a
// send date after today is charged at placement and waits as `scheduled` until that day.

/** How far ahead a send may be dated, in days. */
export const MAX_SEND_DATE_DAYS = 180;

export const SEND_DATE_MESSAGES = {
  invalid: 'Send date must be a date written as YYYY-MM-DD, such as 2026-12-14.',
  past: 'Send date is in the past. Choose today or a later day.',
  tooFar: `Send date can be at most ${MAX_SEND_DATE_DAYS} days ahead.`,
  /** Said next to the date field: which day boundary counts. */
  hint: 'Leave it empty to send as soon as it is paid. Days are counted in UTC.',
  utc: 'Days are counted in UTC.',
} as const;

/** What a send dialog's notice adds for a send dated after today. */
export function scheduledNotice(sendDate: string | null | undefined, today: string): string {
  return sendDate && isScheduledFor(sendDate, today)
    ? ` Scheduled to go to print on ${formatSendDate(sendDate, today)}.`
    : '';
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day of `at`, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** `day` moved by `days` whole days (UTC). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The last day a send may be dated when today is `today`. */
export function lastSendDate(today: string): string {
  return addDays(today, MAX_SEND_DATE_DAYS);
}

/**
 * A real calendar day written YYYY-MM-DD (no 2026-02-30), else null. Any year 0000–9999 is a day:
 * one long past is "in the past", not "not a date" (Date.UTC would read 0050 as 1950).
 */
export function parseDay(text: string): string | null {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d);
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? utcDay(at) : null;
}

export type SendDateCheck = { ok: true; sendDate: string | null } | { ok: false; message: string };

/**
 * Checks a send date as typed against `today` (UTC, YYYY-MM-DD). Empty or missing: no date, the
 * send goes as soon as it is paid. Today is allowed (it goes out today, not scheduled).
 */
export function checkSendDate(input: string | null | undefined, today: string): SendDateCheck {
  if (input == null || input.trim() === '') return { ok: true, sendDate: null };
  const day = parseDay(input);
  if (!day) return { ok: false, message: SEND_DATE_MESSAGES.invalid };
  if (day < today) return { ok: false, message: SEND_DATE_MESSAGES.past };
  if (day > lastSendDate(today)) return { ok: false, message: SEND_DATE_MESSAGES.tooFar };
  return { ok: true, sendDate: day };
}

/** A send dated `sendDate` waits (is scheduled) while its day is after `today`. */
export function isScheduledFor(sendDate: string | null | undefined, today: string): boolean {
  return !!sendDate && sendDate > today;
}

/** "Mon, Dec 14" (with the year when it is not this year, or `today`'s): how the app writes a send date. */
export function formatSendDate(sendDate: string, today?: string): string {
  const at = new Date(`${sendDate}T00:00:00Z`);
  const sameYear = (today ?? new Date().toISOString()).slice(0, 4) === sendDate.slice(0, 4);
  return at.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
}
