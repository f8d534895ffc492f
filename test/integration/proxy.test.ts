import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';

const request = (path: string, cookie?: string) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });

const matches = (path: string) => new RegExp(`^${config.matcher[0]}$`).test(path);

describe('proxy.ts (local auth)', () => {
  it('sends a visitor without a session to /login, remembering the page', async () => {
    const response = await proxy(request('/campaigns?page=2'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/login?next=%2Fcampaigns%3Fpage%3D2');
  });

  it('sends / to /login without a next parameter', async () => {
    const response = await proxy(request('/'));
    expect(response.headers.get('location')).toBe('http://localhost:3000/login');
  });

  it('lets anyone open /login and /signup', async () => {
    for (const path of ['/login', '/signup']) {
      const response = await proxy(request(path));
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
    }
  });

  it('lets a signed-out visitor reach the password reset pages, never the sandbox outbox', async () => {
    for (const path of ['/forgot-password', '/reset-password']) {
      const response = await proxy(request(path));
      expect(response.headers.get('location'), path).toBeNull();
    }
    for (const path of ['/sandbox/mail', '/sandbox/telephony', '/sandbox/clock']) {
      expect((await proxy(request(path))).headers.get('location'), path).toBe(
        `http://localhost:3000/login?next=${encodeURIComponent(path)}`,
      );
    }
  });

  it('lets a session cookie through, tells the page its path and renews the cookie', async () => {
    const response = await proxy(request('/orders?filter=all', 'inkpost_session=abc123'));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-request-x-inkpost-path')).toBe('/orders?filter=all');
    const cookie = response.cookies.get('inkpost_session');
    expect(cookie).toMatchObject({ value: 'abc123', httpOnly: true, sameSite: 'lax', path: '/', maxAge: 2592000 });
  });

  it('never runs for /r/, /api/, Next.js assets or files', () => {
    for (const path of [
      '/r/abc123def456',
      '/api/events',
      '/api/webhooks/stripe',
      '/_next/static/x.js',
      '/favicon.ico',
      '/guides/4x6.png',
    ]) {
      expect(matches(path), path).toBe(false);
    }
    for (const path of ['/', '/templates', '/login', '/sandbox/billing-portal', '/pricing']) {
      expect(matches(path), path).toBe(true);
    }
  });
});
