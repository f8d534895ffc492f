import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, maskApiKey } from './api-key';

describe('API keys', () => {
  it('are pk_ plus random hex, stored only as a hash', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(a.key).toMatch(/^pk_[0-9a-f]{48}$/);
    expect(a.key).not.toBe(b.key);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).not.toContain(a.key.slice(3));
    expect(a.hint).toBe(maskApiKey(a.key));
    expect(a.hint).toMatch(/^pk_[0-9a-f]{4}…[0-9a-f]{4}$/);
  });
});
