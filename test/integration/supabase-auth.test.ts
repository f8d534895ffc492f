import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { signInAction } from '@/actions/auth';
import { generateApiKey, hashApiKey } from '@/lib/accounts/api-key';
import { revokeApiKey } from '@/lib/accounts/revoke-api-key';
import { createSupabaseAuth } from '@/lib/auth/supabase-adapter';
import { refreshSupabaseSession } from '@/lib/auth/supabase-proxy';
import { AuthError } from '@/lib/auth/port';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { setEnvForTests } from '@/lib/env';
import { mswServer } from '../support/msw';
import { cookieOptions, currentCookies, resetRequest } from '../support/request-context';

/**
 * Contract tests of the Supabase adapter against fakes of the Supabase Auth (GoTrue) HTTP API.
 * The fakes answer the way a hosted project does (API version 2024-01-01: error bodies carry
 * `code` and `msg`, the response names the API version in a header).
 */

const SUPABASE_URL = 'https://proj.supabase.co';
const AUTH = `${SUPABASE_URL}/auth/v1`;
const COOKIE = 'sb-proj-auth-token';
const API_VERSION_HEADERS = { 'x-supabase-api-version': '2024-01-01' };

const USER_ID = '5a3c2b8e-1f4d-4c1a-9e7b-2d6f8a9b0c11';
const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse battery';

const SUPABASE_KEYS = [
  'NEXT_PUBLIC_SUPABASE_URL',
  'NEXT_PUBLIC_SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'DATABASE_URL',
];

beforeEach(() => {
  setEnvForTests({
    ADMIN_EMAIL: 'admin@inkpost.test',
    APP_URL: 'http://localhost:3000',
    NEXT_PUBLIC_SUPABASE_URL: SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
    SUPABASE_SERVICE_ROLE_KEY: 'service',
    DATABASE_URL: 'postgres://localhost/x',
  });
  // auth-js prints every failed fetch with console.error, our wrapper warns per retry.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllEnvs();
  // Back to what the integration setup parsed: its overrides, and the process's own values.
  setEnvForTests({
    ADMIN_EMAIL: 'admin@inkpost.test',
    APP_URL: 'http://localhost:3000',
    ...Object.fromEntries(SUPABASE_KEYS.map((key) => [key, process.env[key]])),
  });
  vi.restoreAllMocks();
});

// ---------------------------------------------------------------------------------------------
// Realistic GoTrue bodies

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256-shaped JWT; the SDK reads its claims but never checks the signature client-side. */
function accessToken(userId = USER_ID, expiresIn = 3600, sessionId = 'c0ffee00-0000-4000-8000-000000000001') {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'HS256', typ: 'JWT', kid: 'test' });
  const claims = base64url({
    iss: `${AUTH}`,
    sub: userId,
    aud: 'authenticated',
    exp: now + expiresIn,
    iat: now,
    email: EMAIL,
    role: 'authenticated',
    aal: 'aal1',
    session_id: sessionId,
    is_anonymous: false,
  });
  return `${header}.${claims}.c2lnbmF0dXJl`;
}

function userBody(overrides: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return {
    id: USER_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: EMAIL,
    email_confirmed_at: now,
    phone: '',
    confirmed_at: now,
    last_sign_in_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { email: EMAIL, email_verified: true, phone_verified: false, sub: USER_ID },
    identities: [
      {
        identity_id: '8f1e2d3c-4b5a-4697-8877-665544332211',
        id: USER_ID,
        user_id: USER_ID,
        identity_data: { email: EMAIL, email_verified: true, phone_verified: false, sub: USER_ID },
        provider: 'email',
        last_sign_in_at: now,
        created_at: now,
        updated_at: now,
        email: EMAIL,
      },
    ],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
    ...overrides,
  };
}

function sessionBody(options: { refreshToken?: string; expiresIn?: number; user?: object } = {}) {
  const expiresIn = options.expiresIn ?? 3600;
  return {
    access_token: accessToken(USER_ID, expiresIn),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: options.refreshToken ?? 'v1rt-refresh-token-1',
    user: options.user ?? userBody(),
  };
}

const apiError = (status: number, code: string, msg: string) =>
  HttpResponse.json({ code, msg }, { status, headers: API_VERSION_HEADERS });

/** The session JSON in the (possibly chunked) @supabase/ssr cookie, or null. */
function sessionFromCookies(): Record<string, unknown> | null {
  const jar = currentCookies();
  const raw = jar[COOKIE] ?? [0, 1, 2, 3, 4].map((i) => jar[`${COOKIE}.${i}`] ?? '').join('');
  if (!raw) return null;
  expect(raw.startsWith('base64-')).toBe(true);
  return JSON.parse(Buffer.from(raw.slice('base64-'.length), 'base64url').toString('utf8'));
}

/** Browser cookies holding a stored session, as @supabase/ssr writes them. */
function sessionCookie(session: object) {
  return { [COOKIE]: `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}` };
}

async function authError(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

/** Handles the password grant with a good session and records what was sent. */
function acceptPasswordGrant(seen: { body?: unknown; headers?: Headers; url?: string }[] = []) {
  mswServer.use(
    http.post(`${AUTH}/token`, async ({ request }) => {
      seen.push({ body: await request.json(), headers: request.headers, url: request.url });
      return HttpResponse.json(sessionBody(), { headers: API_VERSION_HEADERS });
    }),
  );
  return seen;
}

// ---------------------------------------------------------------------------------------------

describe('createUser (POST /auth/v1/signup)', () => {
  it('creates the user with the anon key and does not start a session in this browser', async () => {
    const seen: { body: Record<string, unknown>; apikey: string | null; authorization: string | null }[] = [];
    mswServer.use(
      http.post(`${AUTH}/signup`, async ({ request }) => {
        seen.push({
          body: (await request.json()) as Record<string, unknown>,
          apikey: request.headers.get('apikey'),
          authorization: request.headers.get('authorization'),
        });
        // Autoconfirm projects answer with a session as well.
        return HttpResponse.json(sessionBody(), { headers: API_VERSION_HEADERS });
      }),
    );

    const user = await createSupabaseAuth().createUser(EMAIL, PASSWORD);

    expect(user).toEqual({ id: USER_ID, email: EMAIL });
    expect(seen).toHaveLength(1);
    expect(seen[0].body).toMatchObject({ email: EMAIL, password: PASSWORD });
    expect(seen[0].apikey).toBe('anon');
    expect(seen[0].authorization).toBe('Bearer anon');
    expect(Object.keys(currentCookies()).filter((n) => n.startsWith('sb-'))).toEqual([]);
  });

  it('maps the 422 user_already_exists answer to email_taken', async () => {
    mswServer.use(http.post(`${AUTH}/signup`, () => apiError(422, 'user_already_exists', 'User already registered')));
    expect((await authError(createSupabaseAuth().createUser(EMAIL, PASSWORD))).code).toBe('email_taken');
  });

  it('maps the legacy error shape (no API version header: error_code) to email_taken', async () => {
    mswServer.use(
      http.post(`${AUTH}/signup`, () =>
        HttpResponse.json(
          { code: 422, error_code: 'user_already_exists', msg: 'User already registered' },
          { status: 422 },
        ),
      ),
    );
    expect((await authError(createSupabaseAuth().createUser(EMAIL, PASSWORD))).code).toBe('email_taken');
  });

  it("maps Supabase's obfuscated duplicate (a user with no identities, no session) to email_taken", async () => {
    mswServer.use(
      http.post(`${AUTH}/signup`, () =>
        HttpResponse.json(
          userBody({ id: '0b0e0f00-aaaa-4bbb-8ccc-ddddeeee0000', identities: [], email_confirmed_at: null }),
          { headers: API_VERSION_HEADERS },
        ),
      ),
    );
    expect((await authError(createSupabaseAuth().createUser(EMAIL, PASSWORD))).code).toBe('email_taken');
  });

  it('returns a user awaiting email confirmation (identities present, no session)', async () => {
    mswServer.use(
      http.post(`${AUTH}/signup`, () =>
        HttpResponse.json(userBody({ email_confirmed_at: null, confirmed_at: null }), {
          headers: API_VERSION_HEADERS,
        }),
      ),
    );
    expect(await createSupabaseAuth().createUser(EMAIL, PASSWORD)).toEqual({ id: USER_ID, email: EMAIL });
  });

  it('maps other refusals to create_failed with the message', async () => {
    mswServer.use(
      http.post(`${AUTH}/signup`, () => apiError(422, 'signup_disabled', 'Signups not allowed for this instance')),
    );
    const error = await authError(createSupabaseAuth().createUser(EMAIL, PASSWORD));
    expect(error.code).toBe('create_failed');
    expect(error.message).toBe('Signups not allowed for this instance');
  });
});

describe('the sign-in form in Supabase mode', () => {
  const signInWith = async () => {
    resetRequest({ headers: { 'x-forwarded-for': '198.51.100.9' } });
    return signInAction({ email: EMAIL, password: PASSWORD });
  };

  it('says the session could not be established when Supabase returns none', async () => {
    mswServer.use(
      http.post(`${AUTH}/token`, () => HttpResponse.json({ user: userBody() }, { headers: API_VERSION_HEADERS })),
    );
    expect(await signInWith()).toEqual({ ok: false, error: 'Failed to establish session' });
  });

  it('says the service cannot be reached on a network failure', async () => {
    mswServer.use(http.post(`${AUTH}/token`, () => HttpResponse.error()));
    expect(await signInWith()).toEqual({
      ok: false,
      error: 'Unable to connect to authentication service. Please check your internet connection and try again.',
    });
  });

  it('gives the generic sign-in message for other refusals', async () => {
    mswServer.use(http.post(`${AUTH}/token`, () => apiError(400, 'email_not_confirmed', 'Email not confirmed')));
    expect(await signInWith()).toEqual({
      ok: false,
      error: 'An unexpected error occurred during sign in. Please try again.',
    });
  });

  it('refuses wrong credentials with the same message as the local adapter', async () => {
    mswServer.use(http.post(`${AUTH}/token`, () => apiError(400, 'invalid_credentials', 'Invalid login credentials')));
    expect(await signInWith()).toEqual({ ok: false, error: 'Invalid email or password' });
  });
});

describe('signIn (POST /auth/v1/token?grant_type=password)', () => {
  it('signs in, sends the anon apikey and writes the sb- session cookie', async () => {
    const seen = acceptPasswordGrant();

    const user = await createSupabaseAuth().signIn(EMAIL, PASSWORD);

    expect(user).toEqual({ id: USER_ID, email: EMAIL });
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0].url!).searchParams.get('grant_type')).toBe('password');
    expect(seen[0].body).toMatchObject({ email: EMAIL, password: PASSWORD });
    expect(seen[0].headers!.get('apikey')).toBe('anon');
    const stored = sessionFromCookies();
    expect(stored).toMatchObject({ refresh_token: 'v1rt-refresh-token-1', token_type: 'bearer' });
    expect((stored!.user as { id: string }).id).toBe(USER_ID);
    const options = cookieOptions(COOKIE) ?? cookieOptions(`${COOKIE}.0`);
    expect(options).toMatchObject({ path: '/' });
    expect(options?.maxAge).toBeGreaterThan(0);
  });

  it('maps 400 invalid_credentials to invalid_credentials and writes no cookie', async () => {
    mswServer.use(http.post(`${AUTH}/token`, () => apiError(400, 'invalid_credentials', 'Invalid login credentials')));
    expect((await authError(createSupabaseAuth().signIn(EMAIL, 'wrong password'))).code).toBe('invalid_credentials');
    expect(sessionFromCookies()).toBeNull();
  });

  it('maps a success without a session to no_session', async () => {
    mswServer.use(
      http.post(`${AUTH}/token`, () => HttpResponse.json({ user: userBody() }, { headers: API_VERSION_HEADERS })),
    );
    expect((await authError(createSupabaseAuth().signIn(EMAIL, PASSWORD))).code).toBe('no_session');
    expect(sessionFromCookies()).toBeNull();
  });

  it('maps other refusals to unexpected', async () => {
    mswServer.use(http.post(`${AUTH}/token`, () => apiError(400, 'email_not_confirmed', 'Email not confirmed')));
    const error = await authError(createSupabaseAuth().signIn(EMAIL, PASSWORD));
    expect(error.code).toBe('unexpected');
    expect(error.message).toBe('Email not confirmed');
  });

  it('retries a 503 through the retry wrapper and then signs in', async () => {
    let calls = 0;
    mswServer.use(
      http.post(`${AUTH}/token`, () => {
        calls += 1;
        // With a body: MSW tees every mocked response, and the retry wrapper must not wait on
        // cancelling half of a tee'd stream (it once hung here).
        if (calls === 1) return HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 });
        return HttpResponse.json(sessionBody(), { headers: API_VERSION_HEADERS });
      }),
    );
    expect(await createSupabaseAuth().signIn(EMAIL, PASSWORD)).toEqual({ id: USER_ID, email: EMAIL });
    expect(calls).toBe(2);
    expect(sessionFromCookies()).not.toBeNull();
  });

  it('maps a network failure (after 3 attempts) to network', async () => {
    let calls = 0;
    mswServer.use(
      http.post(`${AUTH}/token`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    expect((await authError(createSupabaseAuth().signIn(EMAIL, PASSWORD))).code).toBe('network');
    expect(calls).toBe(3);
    expect(sessionFromCookies()).toBeNull();
  });
});

describe('getSession (GET /auth/v1/user)', () => {
  it('is signed_out without an sb- auth cookie and asks nobody', async () => {
    resetRequest({ cookies: { unrelated: '1', [`${COOKIE}-code-verifier`]: 'x' } });
    expect(await createSupabaseAuth().getSession()).toEqual({ status: 'signed_out' });
  });

  it('is signed_in for the user Supabase returns for the stored access token', async () => {
    acceptPasswordGrant();
    await createSupabaseAuth().signIn(EMAIL, PASSWORD);
    const stored = sessionFromCookies()!;

    const authorizations: (string | null)[] = [];
    mswServer.use(
      http.get(`${AUTH}/user`, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        expect(request.headers.get('apikey')).toBe('anon');
        return HttpResponse.json(userBody(), { headers: API_VERSION_HEADERS });
      }),
    );

    // A fresh adapter, as the next request would build.
    expect(await createSupabaseAuth().getSession()).toEqual({
      status: 'signed_in',
      user: { id: USER_ID, email: EMAIL },
    });
    expect(authorizations).toEqual([`Bearer ${stored.access_token}`]);
  });

  it('is expired when Supabase no longer knows the session (403 session_not_found), and clears it', async () => {
    resetRequest({ cookies: sessionCookie(sessionBody()) });
    mswServer.use(
      http.get(`${AUTH}/user`, () =>
        apiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
      ),
    );
    expect(await createSupabaseAuth().getSession()).toEqual({ status: 'expired' });
    expect(sessionFromCookies()).toBeNull();
  });

  it('is expired when the access token has run out and the refresh token is refused', async () => {
    const expired = { ...sessionBody(), expires_at: Math.floor(Date.now() / 1000) - 60 };
    resetRequest({ cookies: sessionCookie(expired) });
    const grants: string[] = [];
    mswServer.use(
      http.post(`${AUTH}/token`, async ({ request }) => {
        grants.push(new URL(request.url).searchParams.get('grant_type') ?? '');
        expect(await request.json()).toMatchObject({ refresh_token: 'v1rt-refresh-token-1' });
        return apiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }),
    );
    expect(await createSupabaseAuth().getSession()).toEqual({ status: 'expired' });
    expect(grants.length).toBeGreaterThanOrEqual(1);
    expect(new Set(grants)).toEqual(new Set(['refresh_token']));
    expect(sessionFromCookies()).toBeNull();
  });

  it('refreshes an expired access token and writes the rotated tokens to the cookie', async () => {
    const expired = { ...sessionBody(), expires_at: Math.floor(Date.now() / 1000) - 60 };
    resetRequest({ cookies: sessionCookie(expired) });
    mswServer.use(
      http.post(`${AUTH}/token`, () =>
        HttpResponse.json(sessionBody({ refreshToken: 'v1rt-refresh-token-2' }), {
          headers: API_VERSION_HEADERS,
        }),
      ),
      http.get(`${AUTH}/user`, () => HttpResponse.json(userBody(), { headers: API_VERSION_HEADERS })),
    );
    expect(await createSupabaseAuth().getSession()).toMatchObject({ status: 'signed_in' });
    expect(sessionFromCookies()).toMatchObject({ refresh_token: 'v1rt-refresh-token-2' });
  });

  it('throws network (not expired) when Supabase cannot be reached, and keeps the cookie', async () => {
    resetRequest({ cookies: sessionCookie(sessionBody()) });
    mswServer.use(http.get(`${AUTH}/user`, () => HttpResponse.error()));
    expect((await authError(createSupabaseAuth().getSession())).code).toBe('network');
    expect(sessionFromCookies()).not.toBeNull();
  });
});

describe('signOut (POST /auth/v1/logout?scope=…)', () => {
  function recordLogout(status = 204) {
    const seen: { scope: string | null; authorization: string | null }[] = [];
    mswServer.use(
      http.post(`${AUTH}/logout`, ({ request }) => {
        seen.push({
          scope: new URL(request.url).searchParams.get('scope'),
          authorization: request.headers.get('authorization'),
        });
        return status === 204
          ? new HttpResponse(null, { status: 204 })
          : apiError(status, 'session_not_found', 'Session not found');
      }),
    );
    return seen;
  }

  it.each(['global', 'local'] as const)(
    'sends scope=%s with the session token and clears the cookie',
    async (scope) => {
      const session = sessionBody();
      resetRequest({ cookies: sessionCookie(session) });
      const seen = recordLogout();
      await createSupabaseAuth().signOut(scope);
      expect(seen).toEqual([{ scope, authorization: `Bearer ${session.access_token}` }]);
      expect(sessionFromCookies()).toBeNull();
    },
  );

  it("sends scope=others and keeps this browser's session", async () => {
    resetRequest({ cookies: sessionCookie(sessionBody()) });
    const seen = recordLogout();
    await createSupabaseAuth().signOut('others');
    expect(seen.map((s) => s.scope)).toEqual(['others']);
    expect(sessionFromCookies()).not.toBeNull();
  });

  it.each([401, 403, 404])('ignores a %i answer and still clears the cookie', async (status) => {
    resetRequest({ cookies: sessionCookie(sessionBody()) });
    recordLogout(status);
    await expect(createSupabaseAuth().signOut('global')).resolves.toBeUndefined();
    expect(sessionFromCookies()).toBeNull();
  });

  it('makes no call without a session', async () => {
    await expect(createSupabaseAuth().signOut('global')).resolves.toBeUndefined();
  });
});

describe('verifyPassword', () => {
  it('checks the password on a detached client and leaves the current cookies alone', async () => {
    const current = sessionCookie(sessionBody({ refreshToken: 'browser-session' }));
    resetRequest({ cookies: current });
    const seen = acceptPasswordGrant();
    const logouts: string[] = [];
    mswServer.use(
      http.post(`${AUTH}/logout`, ({ request }) => {
        logouts.push(new URL(request.url).searchParams.get('scope') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );

    expect(await createSupabaseAuth().verifyPassword(EMAIL, PASSWORD)).toBe(true);

    expect(seen).toHaveLength(1);
    expect(seen[0].body).toMatchObject({ email: EMAIL, password: PASSWORD });
    // The check's own session is ended again, and only that one.
    expect(logouts).toEqual(['local']);
    expect(currentCookies()).toEqual(current);
  });

  it('is false for a wrong password', async () => {
    mswServer.use(http.post(`${AUTH}/token`, () => apiError(400, 'invalid_credentials', 'Invalid login credentials')));
    expect(await createSupabaseAuth().verifyPassword(EMAIL, 'nope')).toBe(false);
    expect(currentCookies()).toEqual({});
  });
});

describe('updatePassword (PUT /auth/v1/user)', () => {
  it("changes the signed-in user's password with their token", async () => {
    const session = sessionBody();
    resetRequest({ cookies: sessionCookie(session) });
    const puts: { body: unknown; authorization: string | null }[] = [];
    mswServer.use(
      http.get(`${AUTH}/user`, () => HttpResponse.json(userBody(), { headers: API_VERSION_HEADERS })),
      http.put(`${AUTH}/user`, async ({ request }) => {
        puts.push({ body: await request.json(), authorization: request.headers.get('authorization') });
        return HttpResponse.json(userBody({ updated_at: new Date().toISOString() }), {
          headers: API_VERSION_HEADERS,
        });
      }),
    );

    await createSupabaseAuth().updatePassword(USER_ID, 'a brand new password');

    expect(puts).toHaveLength(1);
    expect(puts[0].body).toMatchObject({ password: 'a brand new password' });
    expect(puts[0].authorization).toBe(`Bearer ${session.access_token}`);
    expect(sessionFromCookies()).toMatchObject({ refresh_token: session.refresh_token });
  });

  it('refuses to change anything when the session belongs to someone else', async () => {
    resetRequest({ cookies: sessionCookie(sessionBody()) });
    mswServer.use(http.get(`${AUTH}/user`, () => HttpResponse.json(userBody(), { headers: API_VERSION_HEADERS })));
    const error = await authError(createSupabaseAuth().updatePassword('someone-else', 'x'.repeat(12)));
    expect(error.code).toBe('no_session');
  });
});

describe('resetPassword (POST /auth/v1/token?grant_type=pkce, PUT /auth/v1/user)', () => {
  // The code verifier @supabase/ssr kept in the browser that asked for the link.
  const verifierCookie = () => ({
    [`${COOKIE}-code-verifier`]: `base64-${Buffer.from(JSON.stringify(`${'v'.repeat(56)}/PASSWORD_RECOVERY`)).toString('base64url')}`,
  });

  async function profileWithKey() {
    const { key, hash, hint } = generateApiKey();
    await getDb()
      .insert(profiles)
      .values({ id: USER_ID, name: 'Ada', email: EMAIL, api_key: hash, api_key_hint: hint });
    return key;
  }

  const storedKeyHash = async () =>
    (await getDb().select({ hash: profiles.api_key }).from(profiles).where(eq(profiles.id, USER_ID)))[0].hash;

  it('revokes our API key before Supabase sets the new password, then signs out everywhere', async () => {
    await profileWithKey();
    resetRequest({ cookies: verifierCookie() });
    const calls: string[] = [];
    let keyWhenPasswordSet: string | null | undefined;
    mswServer.use(
      http.post(`${AUTH}/token`, ({ request }) => {
        calls.push(`token ${new URL(request.url).searchParams.get('grant_type')}`);
        return HttpResponse.json(sessionBody(), { headers: API_VERSION_HEADERS });
      }),
      http.put(`${AUTH}/user`, async () => {
        calls.push('set password');
        keyWhenPasswordSet = await storedKeyHash();
        return HttpResponse.json(userBody(), { headers: API_VERSION_HEADERS });
      }),
      http.post(`${AUTH}/logout`, ({ request }) => {
        calls.push(`logout ${new URL(request.url).searchParams.get('scope')}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );

    expect(await createSupabaseAuth().resetPassword('recovery-code', 'a brand new password', revokeApiKey)).toBe(
      'reset',
    );
    expect(calls).toEqual(['token pkce', 'set password', 'logout global']);
    expect(keyWhenPasswordSet).toBeNull();
    expect(await storedKeyHash()).toBeNull();
  });

  it('keeps the key when the code is refused', async () => {
    const key = await profileWithKey();
    resetRequest({ cookies: verifierCookie() });
    mswServer.use(
      http.post(`${AUTH}/token`, () =>
        apiError(403, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
      ),
    );
    expect(await createSupabaseAuth().resetPassword('used-code', 'a brand new password', revokeApiKey)).toBe('invalid');
    expect(await storedKeyHash()).toBe(hashApiKey(key));
  });
});

describe('deleteUser (DELETE /auth/v1/admin/users/{id})', () => {
  it('calls the admin endpoint with the service role key', async () => {
    const seen: { id: unknown; authorization: string | null; apikey: string | null }[] = [];
    mswServer.use(
      http.delete(`${AUTH}/admin/users/:id`, ({ request, params }) => {
        seen.push({
          id: params.id,
          authorization: request.headers.get('authorization'),
          apikey: request.headers.get('apikey'),
        });
        return HttpResponse.json(userBody(), { headers: API_VERSION_HEADERS });
      }),
    );
    await createSupabaseAuth().deleteUser(USER_ID);
    expect(seen).toEqual([{ id: USER_ID, authorization: 'Bearer service', apikey: 'service' }]);
  });

  it('treats an already removed user (404) as done', async () => {
    mswServer.use(http.delete(`${AUTH}/admin/users/:id`, () => apiError(404, 'user_not_found', 'User not found')));
    await expect(createSupabaseAuth().deleteUser(USER_ID)).resolves.toBeUndefined();
  });

  it('without a service role key logs (with a timestamp) that the user stays, and calls nothing', async () => {
    setEnvForTests({
      ADMIN_EMAIL: 'admin@inkpost.test',
      APP_URL: 'http://localhost:3000',
      NEXT_PUBLIC_SUPABASE_URL: SUPABASE_URL,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: undefined,
      DATABASE_URL: 'postgres://localhost/x',
    });
    const errorLog = vi.mocked(console.error);
    await createSupabaseAuth().deleteUser(USER_ID);
    const line = errorLog.mock.calls.map((args) => args.join(' ')).find((l) => l.includes(USER_ID));
    expect(line).toMatch(/^\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\] /);
    expect(line).toContain('could not be removed');
  });
});

describe('refreshSupabaseSession (proxy)', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', SUPABASE_URL);
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon');
  });

  const request = (cookies: Record<string, string> = {}) =>
    new NextRequest('http://localhost:3000/campaigns', {
      headers: {
        cookie: Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
      },
    });

  it('is signed out without a session cookie and asks nobody', async () => {
    const { signedIn, response } = await refreshSupabaseSession(request());
    expect(signedIn).toBe(false);
    expect(response.cookies.getAll()).toEqual([]);
  });

  it('is signed in when Supabase confirms the user', async () => {
    mswServer.use(http.get(`${AUTH}/user`, () => HttpResponse.json(userBody(), { headers: API_VERSION_HEADERS })));
    const { signedIn } = await refreshSupabaseSession(request(sessionCookie(sessionBody())));
    expect(signedIn).toBe(true);
  });

  it('refreshes an expired access token and sets the rotated cookie on the response, uncached', async () => {
    const expired = { ...sessionBody(), expires_at: Math.floor(Date.now() / 1000) - 60 };
    mswServer.use(
      http.post(`${AUTH}/token`, () =>
        HttpResponse.json(sessionBody({ refreshToken: 'v1rt-refresh-token-2' }), {
          headers: API_VERSION_HEADERS,
        }),
      ),
      http.get(`${AUTH}/user`, () => HttpResponse.json(userBody(), { headers: API_VERSION_HEADERS })),
    );
    const { signedIn, response } = await refreshSupabaseSession(request(sessionCookie(expired)));
    expect(signedIn).toBe(true);
    const written = response.cookies.get(COOKIE)?.value ?? '';
    const session = JSON.parse(Buffer.from(written.slice('base64-'.length), 'base64url').toString('utf8'));
    expect(session.refresh_token).toBe('v1rt-refresh-token-2');
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('is signed out (cookie removed) when the refresh token is refused', async () => {
    const expired = { ...sessionBody(), expires_at: Math.floor(Date.now() / 1000) - 60 };
    mswServer.use(
      http.post(`${AUTH}/token`, () =>
        apiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      ),
    );
    const { signedIn, response } = await refreshSupabaseSession(request(sessionCookie(expired)));
    expect(signedIn).toBe(false);
    expect(response.cookies.get(COOKIE)?.value).toBe('');
  });
});
