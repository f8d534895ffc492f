import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signHookBody } from '@/lib/hooks/sign-hook';
import { NODE_RECEIVER_SNIPPET, VERIFY_FUNCTION } from './hook-receiver-snippet';

// The published verification code, run as it is against the signer the delivery job uses.
function publishedCheck(secret: string): (header: string | null, body: string) => boolean {
  return new Function('createHmac', 'timingSafeEqual', 'SECRET', `${VERIFY_FUNCTION}\nreturn isFromInkpost;`)(
    createHmac,
    timingSafeEqual,
    secret,
  );
}

describe('the receiver snippet on /developers', () => {
  const secret = 'whsec_0123';
  const body = '{"id":"e1","event":"tracking.call"}';
  const now = Math.floor(Date.now() / 1000);

  it('accepts what the delivery job signs', () => {
    expect(publishedCheck(secret)(signHookBody(secret, now, body), body)).toBe(true);
  });

  it('refuses another body, another secret, a stale timestamp and no header', () => {
    const check = publishedCheck(secret);
    expect(check(signHookBody(secret, now, body), `${body}\n`)).toBe(false);
    expect(check(signHookBody('whsec_other', now, body), body)).toBe(false);
    expect(check(signHookBody(secret, now - 600, body), body)).toBe(false);
    expect(check(null, body)).toBe(false);
  });

  it('is part of the full example', () => {
    expect(NODE_RECEIVER_SNIPPET).toContain(VERIFY_FUNCTION);
  });
});
