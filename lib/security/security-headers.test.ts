import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy, staticSecurityHeaders } from './security-headers.mjs';

const names = (appUrl: string | undefined) => staticSecurityHeaders(appUrl).map((h) => h.key);

describe('staticSecurityHeaders', () => {
  it('sends Strict-Transport-Security only when the app is served over https', () => {
    expect(names('https://postcards.example.com')).toContain('Strict-Transport-Security');
    expect(
      staticSecurityHeaders('https://postcards.example.com').find((h) => h.key === 'Strict-Transport-Security')?.value,
    ).toBe('max-age=63072000; includeSubDomains');
    expect(names('http://localhost:3000')).not.toContain('Strict-Transport-Security');
    expect(names(undefined)).toEqual([
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
  });
});

describe('pageContentSecurityPolicy', () => {
  it('allows Supabase storage images and connections only when Supabase is configured, and eval only in dev', () => {
    const production = pageContentSecurityPolicy('abc', {});
    expect(production).not.toContain('supabase');
    expect(production).not.toContain('unsafe-eval');
    const supabase = pageContentSecurityPolicy('abc', { supabaseUrl: 'https://ref.supabase.co/', dev: true });
    expect(supabase).toContain("img-src 'self' blob: data: https://ref.supabase.co");
    expect(supabase).toContain("connect-src 'self' https://ref.supabase.co");
    expect(supabase).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' 'unsafe-eval'");
  });
});
