import { createHash, randomBytes } from 'node:crypto';

/** A new API key: pk_ plus 48 random hex digits. Only its hash is stored. */
export function generateApiKey(): { key: string; hash: string; hint: string } {
  const key = `pk_${randomBytes(24).toString('hex')}`;
  return { key, hash: hashApiKey(key), hint: maskApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** pk_1234…cdef: enough to recognise a key, useless to anyone who reads it. */
export function maskApiKey(key: string): string {
  return `${key.slice(0, 7)}…${key.slice(-4)}`;
}
