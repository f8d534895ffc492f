import { randomBytes } from 'node:crypto';

export const TRACKING_ID_LENGTH = 12;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 36 below 256: bytes above it are dropped so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** 12 characters from a-z0-9 drawn from the system's cryptographic random source (spec section 9). */
export function newTrackingId(random: (size: number) => Uint8Array = randomBytes): string {
  let id = '';
  while (id.length < TRACKING_ID_LENGTH) {
    for (const byte of random(TRACKING_ID_LENGTH * 2)) {
      if (byte < UNBIASED_LIMIT && id.length < TRACKING_ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

export { isTrackingId } from './short-link-answer.mjs';
