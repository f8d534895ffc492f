import { describe, expect, it } from 'vitest';
import { InvalidProviderResponseError, isTransient, PostcardProviderError } from './port';

describe('which provider failures are worth another attempt', () => {
  it('retries timeouts, 408, 429 and 5xx, and no answer at all', () => {
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(isTransient(new PostcardProviderError('x', status))).toBe(true);
    expect(isTransient(new PostcardProviderError('network'))).toBe(true);
    expect(isTransient(new TypeError('fetch failed'))).toBe(true);
  });

  it('does not retry what will not get better by itself', () => {
    for (const status of [400, 401, 402, 403, 404, 422])
      expect(isTransient(new PostcardProviderError('x', status))).toBe(false);
    expect(isTransient(new InvalidProviderResponseError('no id'))).toBe(false);
  });
});
