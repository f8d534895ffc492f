import { describe, expect, it } from 'vitest';
import { mswServer, unhandledRequests } from '../support/msw';
import { assertLocalDatabase } from '../support/test-database';
import { http, HttpResponse } from 'msw';

describe('the test rig itself', () => {
  it('refuses to run against a database that is not on this machine', () => {
    expect(() => assertLocalDatabase('postgres://postgres@db.example.com:5432/prod')).toThrow(
      'Refusing to run tests against a non-local database (db.example.com).',
    );
    expect(() => assertLocalDatabase('postgres://u@10.0.0.5/x')).toThrow('non-local database');
    expect(() => assertLocalDatabase('postgres://postgres@127.0.0.1:5432/t')).not.toThrow();
    expect(() => assertLocalDatabase('postgres://postgres@localhost/t')).not.toThrow();
    expect(() => assertLocalDatabase('postgres:///t?host=/var/run/postgresql')).not.toThrow();
  });

  it('records every outside request no MSW handler answers (the test then fails)', async () => {
    await fetch('https://api.unhandled.example/v1/things').catch(() => {});
    expect(unhandledRequests).toEqual(['GET https://api.unhandled.example/v1/things']);
    unhandledRequests.length = 0; // this test expected it; any other test would fail in afterEach
  });

  it('lets handled requests through to their fake', async () => {
    mswServer.use(http.get('https://api.handled.example/ping', () => HttpResponse.json({ pong: true })));
    expect(await (await fetch('https://api.handled.example/ping')).json()).toEqual({ pong: true });
    expect(unhandledRequests).toEqual([]);
  });
});
