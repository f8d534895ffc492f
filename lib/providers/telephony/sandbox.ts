import 'server-only';
/**
 * The sandbox telephony provider: a persistent, deterministic pool of fictional numbers kept in
 * the sandbox_phone_numbers table. The pool of an area code is +1{areaCode}555-0100…0199 (the
 * 555-01xx block is reserved for fiction); a number is taken while it has a row.
 *
 * Test area codes that reach every error path of "Create Phone Number" from the UI (e2e tests and
 * the README rely on them: keep them stable):
 *   999 → the search finds nothing  → 'No phone numbers available in this area code'
 *   998 → the search fails          → 'Failed to search for available numbers'
 *   997 → a number is found, renting it fails → 'Failed to provision phone number'
 *
 * Calls are simulated on /sandbox/telephony, which signs its requests with webhookSigningKey().
 */
import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sandboxPhoneNumbers } from '@/lib/db/schema';
import { env } from '@/lib/env';
import type { TelephonyPort } from './port';

export const SANDBOX_AREA_CODE_NO_NUMBERS = '999';
export const SANDBOX_AREA_CODE_SEARCH_FAILS = '998';
export const SANDBOX_AREA_CODE_PROVISION_FAILS = '997';

const POOL_FIRST = 100;
const POOL_LAST = 199;
const POOL_NUMBER = /^\+1(\d{3})5550(1\d\d)$/;

const poolNumber = (areaCode: string, line: number) => `+1${areaCode}555${String(line).padStart(4, '0')}`;

// The sandbox call page signs in the same process as the webhook route checks, but Next.js may
// load this module once per bundle: the fallback key lives on globalThis so both see one key.
const KEY = Symbol.for('inkpost.sandbox-telephony-key');
type KeyHolder = { [KEY]?: string };

function processKey(): string {
  const holder = globalThis as KeyHolder;
  holder[KEY] ??= randomBytes(32).toString('hex');
  return holder[KEY];
}

export const sandboxTelephony: TelephonyPort = {
  providerName: 'Sandbox',

  async findAvailableNumber(areaCode) {
    if (areaCode === SANDBOX_AREA_CODE_SEARCH_FAILS) {
      throw new Error(`Sandbox: the number search for area code ${areaCode} failed (test area code)`);
    }
    if (areaCode === SANDBOX_AREA_CODE_NO_NUMBERS) return null;
    const taken = await getDb()
      .select({ phoneNumber: sandboxPhoneNumbers.phone_number })
      .from(sandboxPhoneNumbers)
      .where(like(sandboxPhoneNumbers.phone_number, `+1${areaCode}5550%`));
    const used = new Set(taken.map((row) => row.phoneNumber));
    // Lowest free line first: the same state always offers the same number.
    for (let line = POOL_FIRST; line <= POOL_LAST; line++) {
      const phoneNumber = poolNumber(areaCode, line);
      if (!used.has(phoneNumber)) return { phoneNumber, locality: null };
    }
    return null;
  },

  async provisionNumber({ phoneNumber, friendlyName, voiceUrl }) {
    const match = POOL_NUMBER.exec(phoneNumber);
    if (!match) throw new Error(`Sandbox: ${phoneNumber} is not a sandbox number`);
    if (match[1] === SANDBOX_AREA_CODE_PROVISION_FAILS) {
      throw new Error(`Sandbox: renting ${phoneNumber} failed (test area code)`);
    }
    const sid = `PN${randomBytes(16).toString('hex')}`;
    // A number rented meanwhile by someone else violates the unique phone_number: the caller
    // sees a failed provisioning, as with Twilio's "number not available".
    await getDb()
      .insert(sandboxPhoneNumbers)
      .values({ sid, phone_number: phoneNumber, friendly_name: friendlyName, voice_url: voiceUrl });
    return { sid, phoneNumber };
  },

  async releaseNumber(sid) {
    // Releasing a number that is already gone deletes nothing, as the port asks.
    await getDb().delete(sandboxPhoneNumbers).where(eq(sandboxPhoneNumbers.sid, sid));
  },

  webhookSigningKey() {
    return env().SANDBOX_TELEPHONY_TOKEN ?? processKey();
  },
};
