import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/campaigns')).toBe('/campaigns');
    expect(safeNextPath('/orders?filter=completed')).toBe('/orders?filter=completed');
  });

  it('defaults to /templates', () => {
    expect(safeNextPath(null)).toBe('/templates');
    expect(safeNextPath('')).toBe('/templates');
    expect(safeNextPath('/login')).toBe('/templates');
  });

  it('never follows another site', () => {
    for (const evil of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example/path',
    ]) {
      expect(safeNextPath(evil)).toBe('/templates');
    }
  });
});
