import { signUp } from './support/helpers';
import { expect, test } from './support/test';

/** The headers a payments app must send, as a browser or an attacker's page receives them. */

const STATIC_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test('a page sends a nonce-based Content-Security-Policy and refuses to be framed', async ({ request }) => {
  const first = await request.get('/login');
  const second = await request.get('/login');
  const headers = first.headers();
  expect(headers).toMatchObject(STATIC_HEADERS);
  expect(headers['permissions-policy']).toContain('camera=()');

  const policy = headers['content-security-policy'];
  const scriptSrc = policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'))!;
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");

  // A fresh nonce per response, and it is the one on the page's scripts.
  const nonce = scriptSrc.match(/'nonce-([^']+)'/)![1];
  expect(second.headers()['content-security-policy']).not.toContain(nonce);
  expect(await first.text()).toContain(`nonce="${nonce}"`);
});

test('an API route sends the static headers and a policy that runs nothing', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()).toMatchObject({
    ...STATIC_HEADERS,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });
});

test('a webhook route sends them too', async ({ request }) => {
  const response = await request.post('/api/webhooks/postcards', { data: {} });
  expect(response.headers()).toMatchObject({
    ...STATIC_HEADERS,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });
});

test('the signed-in app runs under the policy: sign-up lands on Templates with no violation', async ({ page }) => {
  // The auto fixture of ./support/test fails this test on any violation the browser reports.
  await signUp(page);
  await page.getByRole('link', { name: 'Orders' }).first().click();
  await expect(page).toHaveURL(/\/orders/);
});

test('a short link answered before Next.js sends the headers too, its Link Not Found page its own policy', async ({
  request,
}) => {
  const missing = await request.get('/r/zzzzzzzzzzzz', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(missing.headers()).toMatchObject({
    ...STATIC_HEADERS,
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  });
});

test('a malformed %-escape in the path is a 400, an oversized server action a 413, never a 500', async ({
  request,
}) => {
  for (const path of ['/templates/%E0%A4%A', '/%']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toBe('Bad request: the address contains a malformed %-escape.');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
  const action = await request.post('/campaigns', {
    headers: { 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8' },
    data: 'x'.repeat(3 * 1024 * 1024 + 1),
    maxRedirects: 0,
  });
  expect(action.status()).toBe(413);
  expect(await action.text()).toBe('The form sent is too large: at most 3 MB.');
});
