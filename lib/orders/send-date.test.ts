import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkSendDate,
  formatSendDate,
  isScheduledFor,
  lastSendDate,
  parseDay,
  SEND_DATE_MESSAGES,
  utcDay,
} from './send-date';

describe('send dates (decision 037: UTC days)', () => {
  const today = '2026-11-26';

  it('counts the day in UTC', () => {
    expect(utcDay(new Date('2026-11-26T23:59:59.999Z'))).toBe('2026-11-26');
    expect(utcDay(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(lastSendDate(today)).toBe('2027-05-25');
  });

  it('reads only real days written YYYY-MM-DD', () => {
    expect(parseDay(' 2026-12-14 ')).toBe('2026-12-14');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('12/14/2026')).toBeNull();
    expect(parseDay('tomorrow')).toBeNull();
  });

  it('takes no date, today, or up to 180 days ahead', () => {
    expect(checkSendDate(undefined, today)).toEqual({ ok: true, sendDate: null });
    expect(checkSendDate('  ', today)).toEqual({ ok: true, sendDate: null });
    expect(checkSendDate(today, today)).toEqual({ ok: true, sendDate: today });
    expect(checkSendDate('2027-05-25', today)).toEqual({ ok: true, sendDate: '2027-05-25' });
  });

  it('refuses a non-date, a past day and a day more than 180 days ahead, each with its message', () => {
    expect(checkSendDate('next week', today)).toEqual({ ok: false, message: SEND_DATE_MESSAGES.invalid });
    expect(checkSendDate('2026-11-25', today)).toEqual({ ok: false, message: SEND_DATE_MESSAGES.past });
    expect(checkSendDate('2027-05-26', today)).toEqual({ ok: false, message: SEND_DATE_MESSAGES.tooFar });
  });

  it('reads a day of any year written with four digits, so one before year 1000 is in the past', () => {
    for (const day of ['0999-01-01', '0050-06-15', '0000-01-01', '0004-02-29']) {
      expect(parseDay(day), day).toBe(day);
      expect(checkSendDate(day, today), day).toEqual({ ok: false, message: SEND_DATE_MESSAGES.past });
    }
    expect(parseDay('0001-02-29')).toBeNull();
    expect(checkSendDate('9999-12-31', today)).toEqual({ ok: false, message: SEND_DATE_MESSAGES.tooFar });
  });

  it('schedules only a day after today', () => {
    expect(isScheduledFor(null, today)).toBe(false);
    expect(isScheduledFor(today, today)).toBe(false);
    expect(isScheduledFor('2026-11-27', today)).toBe(true);
  });

  it('writes the day as the app shows it', () => {
    expect(formatSendDate('2026-12-14', today)).toBe('Mon, Dec 14');
    expect(formatSendDate('2027-01-04', today)).toBe('Mon, Jan 4, 2027');
    // Without a day to compare with (an order's badge), against this year: next January says its year.
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(formatSendDate(`${nextYear}-01-04`)).toMatch(new RegExp(`^\\w{3}, Jan 4, ${nextYear}$`));
  });
});
