import 'server-only';
import { UserFacingError } from '@/lib/errors';
import { currentTime } from '@/lib/time/clock';
import { checkSendDate, utcDay } from './send-date';

/** Today as scheduled sends count it: the UTC day of currentTime() (decision 037). */
export async function sendDateToday(): Promise<string> {
  return utcDay(await currentTime());
}

/**
 * The send date of a placement, checked on the server against today (the browser's check is
 * not trusted): null for none, else the day; a bad one is a UserFacingError with its message.
 */
export async function requireSendDate(input: string | null | undefined): Promise<string | null> {
  const checked = checkSendDate(input, await sendDateToday());
  if (!checked.ok) throw new UserFacingError(checked.message);
  return checked.sendDate;
}
