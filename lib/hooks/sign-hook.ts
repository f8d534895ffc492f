import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A hook's signing secret: whsec_ plus 64 hex digits, returned once when the hook is created. */
export function newHookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/**
 * X-Inkpost-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. The timestamp is
 * inside what is signed, so a receiver that rejects old timestamps also rejects replays.
 */
export function signHookBody(secret: string, timestamp: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * The receiver's check (the /developers page shows the same code): the signature matches the
 * raw body and the timestamp is recent. Compared in constant time.
 */
export function verifyHookSignature(
  secret: string,
  header: string | null,
  body: string,
  { toleranceSeconds = 300, now = Date.now() } = {},
): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signHookBody(secret, timestamp, body).split('v1=')[1], 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
