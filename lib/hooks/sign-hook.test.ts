import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newHookSecret, signHookBody, verifyHookSignature } from './sign-hook';

const secret = 'whsec_test';
const body = JSON.stringify({ id: 'evt', event: 'tracking.scan' });

describe('hook signatures', () => {
  it('signs "<timestamp>.<body>" with HMAC-SHA256 of the secret', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signHookBody(secret, 1700000000, body)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies a fresh signature of the exact body', () => {
    const now = 1700000000_000;
    const header = signHookBody(secret, 1700000000, body);
    expect(verifyHookSignature(secret, header, body, { now })).toBe(true);
  });

  it('refuses another body, another secret, an old timestamp and a malformed header', () => {
    const now = 1700000000_000;
    const header = signHookBody(secret, 1700000000, body);
    expect(verifyHookSignature(secret, header, `${body} `, { now })).toBe(false);
    expect(verifyHookSignature('whsec_other', header, body, { now })).toBe(false);
    expect(verifyHookSignature(secret, header, body, { now: now + 301_000 })).toBe(false);
    expect(verifyHookSignature(secret, 'v1=abc', body, { now })).toBe(false);
    expect(verifyHookSignature(secret, null, body, { now })).toBe(false);
    expect(verifyHookSignature(secret, 't=1700000000,v1=zz', body, { now })).toBe(false);
  });

  it('makes a new random secret each time', () => {
    const a = newHookSecret();
    expect(a).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(newHookSecret()).not.toBe(a);
  });
});
