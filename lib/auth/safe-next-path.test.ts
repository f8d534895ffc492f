import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/campaigns')).toBe('/campaigns');
    expect(safeNextPath('/orders?filter=completed')).toBe('/orders?filter=completed');
    expect(safeNextPath('/campaigns/./abc')).toBe('/campaigns/abc');
  });

  it('defaults to /templates, or to the fallback given', () => {
    expect(safeNextPath(null)).toBe('/templates');
    expect(safeNextPath('')).toBe('/templates');
    expect(safeNextPath('/login')).toBe('/templates');
    expect(safeNextPath('/reset-password?token=x')).toBe('/templates');
    expect(safeNextPath('//evil.example', '/profile')).toBe('/profile');
  });

  // Each as the `next` value after the query string was decoded once (what the page receives).
  const EVIL = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'evil.example/path',
    '/.//evil.example', // /login?next=%2F.%2F%2Fevil.example
    '/..//evil.example',
    '/..//',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/./%5Cevil.example',
    '/./%5C',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/%0a/evil.example',
    '/%2F/evil.example',
    '/%252F/evil.example', // double-encoded
    '/%25252F%25252Fevil.example',
    '%2F%2Fevil.example',
    '/%',
    '/a%zz',
    ' //evil.example',
  ];
  it.each(EVIL)('never follows %j to another site', (evil) => {
    expect(safeNextPath(evil)).toBe('/templates');
  });
});

describe('safeNextPath and the pages never returned to', () => {
  // The sandbox's pages (the outbox holds everyone's reset links) and the API, in any spelling
  // that Next.js would route to them.
  const NEVER = [
    '/sandbox/mail',
    '/sandbox/clock?x=1',
    '/sandbox',
    '/SANDBOX/mail',
    '//sandbox/mail',
    '/./sandbox/mail',
    '/campaigns/../sandbox/mail',
    '/%73andbox/mail',
    '/%2573andbox/mail',
    '/api/v1/me',
    '/Api/v1/orders',
    '/api',
  ];
  it.each(NEVER)('never returns to %j', (path) => {
    expect(safeNextPath(path)).toBe('/templates');
    expect(safeNextPath(path, '/profile')).toBe('/profile');
  });

  it('still returns to pages whose names merely start like them', () => {
    expect(safeNextPath('/sandboxes')).toBe('/sandboxes');
    expect(safeNextPath('/apis')).toBe('/apis');
    expect(safeNextPath('/campaigns/sandbox')).toBe('/campaigns/sandbox');
  });
});
