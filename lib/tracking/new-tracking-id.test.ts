import { describe, expect, it } from 'vitest';
import { isTrackingId, newTrackingId } from './new-tracking-id';

describe('newTrackingId', () => {
  it('is 12 characters of a-z0-9', () => {
    for (let i = 0; i < 200; i++) expect(newTrackingId()).toMatch(/^[a-z0-9]{12}$/);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newTrackingId()));
    expect(ids.size).toBe(5000);
  });

  it('drops the random bytes that would favour the first letters', () => {
    // 252..255 would map to a-d a second time; they are skipped, not folded in.
    const bytes = [252, 253, 254, 255, 0, 1, 35, 36, 71, 251, 10, 11, 12, 13, 14, 15];
    const id = newTrackingId((size) => Uint8Array.from({ length: size }, (_, i) => bytes[i % bytes.length]));
    expect(id).toBe('ab9a99klmnop');
  });

  it('recognises ids', () => {
    expect(isTrackingId('abc123def456')).toBe(true);
    expect(isTrackingId('ABC123DEF456')).toBe(false);
    expect(isTrackingId('abc123')).toBe(false);
  });
});
