import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnvForTests } from '@/lib/env';
import { getStorage } from '@/lib/providers/storage';
import { storeTemplateImage } from '@/lib/templates/store-template-image';
import { makePng } from '../support/images';
import { mswServer } from '../support/msw';

/**
 * Contract test of the Supabase Storage adapter against a fake of the Storage API, with the
 * paths storage-js 2.109 uses: POST /storage/v1/object/<bucket>/<key> to upload (x-upsert
 * header, raw body), DELETE /storage/v1/object/<bucket> with { prefixes } to remove, and public
 * URLs /storage/v1/object/public/<bucket>/<key> built without a request.
 */

const SUPABASE_URL = 'https://proj.supabase.co';
const OBJECT = `${SUPABASE_URL}/storage/v1/object/postcard-images`;
const SERVICE_KEY = 'service-role-secret';
const SUPABASE_KEYS = [
  'NEXT_PUBLIC_SUPABASE_URL',
  'NEXT_PUBLIC_SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'DATABASE_URL',
];
const BASE_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };

type Seen = { method: string; url: string; headers: Headers; body: Buffer };
let seen: Seen[];

beforeEach(() => {
  setEnvForTests({
    ...BASE_ENV,
    NEXT_PUBLIC_SUPABASE_URL: SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    DATABASE_URL: 'postgres://localhost/x',
  });
  seen = [];
  // The retry wrapper warns on each failed attempt; error responses are part of these tests.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  setEnvForTests({ ...BASE_ENV, ...Object.fromEntries(SUPABASE_KEYS.map((key) => [key, process.env[key]])) });
  vi.restoreAllMocks();
});

async function record(request: Request) {
  seen.push({
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: Buffer.from(await request.arrayBuffer()),
  });
}

/** A Storage API that stores uploads and answers like a hosted project. */
function fakeBucket(options: { failKeysMatching?: RegExp } = {}) {
  const objects = new Map<string, Buffer>();
  mswServer.use(
    http.post(`${OBJECT}/*`, async ({ request }) => {
      await record(request);
      const key = decodeURI(new URL(request.url).pathname.replace('/storage/v1/object/postcard-images/', ''));
      if (options.failKeysMatching?.test(key)) {
        return HttpResponse.json(
          { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
          { status: 400 },
        );
      }
      if (objects.has(key)) {
        return HttpResponse.json(
          { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' },
          { status: 400 },
        );
      }
      objects.set(key, seen.at(-1)!.body);
      return HttpResponse.json({ Id: randomUUID(), Key: `postcard-images/${key}` });
    }),
    http.get(`${OBJECT}/*`, async ({ request }) => {
      await record(request);
      const key = decodeURI(new URL(request.url).pathname.replace('/storage/v1/object/postcard-images/', ''));
      const stored = objects.get(key);
      if (!stored) {
        return HttpResponse.json(
          { statusCode: '404', error: 'not_found', message: 'Object not found' },
          { status: 400 },
        );
      }
      return new HttpResponse(new Uint8Array(stored), { headers: { 'content-type': 'image/png' } });
    }),
    http.delete(OBJECT, async ({ request }) => {
      await record(request);
      const { prefixes } = JSON.parse(seen.at(-1)!.body.toString()) as { prefixes: string[] };
      const deleted = prefixes.filter((key) => objects.delete(key));
      return HttpResponse.json(deleted.map((name) => ({ name, bucket_id: 'postcard-images' })));
    }),
  );
  return objects;
}

describe('Supabase storage adapter', () => {
  it('is chosen when Supabase and the service-role key are configured', () => {
    expect(getStorage().kind).toBe('supabase');
  });

  it('uploads with the service-role key, without upsert, and returns the public URL', async () => {
    const objects = fakeBucket();
    const body = Buffer.from('png bytes');
    const { url } = await getStorage().put('templates/u1/a.png', body, 'image/png');

    expect(url).toBe(`${SUPABASE_URL}/storage/v1/object/public/postcard-images/templates/u1/a.png`);
    expect(seen).toHaveLength(1);
    const [upload] = seen;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe(`${OBJECT}/templates/u1/a.png`);
    expect(upload.headers.get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
    expect(upload.headers.get('apikey')).toBe(SERVICE_KEY);
    expect(upload.headers.get('x-upsert')).toBe('false');
    expect(upload.headers.get('content-type')).toBe('image/png');
    expect(upload.headers.get('cache-control')).toBe('max-age=31536000');
    expect(upload.body.equals(body)).toBe(true);
    expect(objects.get('templates/u1/a.png')?.equals(body)).toBe(true);
  });

  it('turns an upload error into a thrown error', async () => {
    fakeBucket();
    await getStorage().put('templates/u1/b.png', Buffer.from('1'), 'image/png');
    await expect(getStorage().put('templates/u1/b.png', Buffer.from('2'), 'image/png')).rejects.toThrow(
      /already exists/,
    );
  });

  it('retries a 503 through the retry wrapper', async () => {
    let calls = 0;
    mswServer.use(
      http.post(`${OBJECT}/*`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ Id: randomUUID(), Key: 'postcard-images/templates/u1/c.png' });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const put = getStorage().put('templates/u1/c.png', Buffer.from('x'), 'image/png');
      await vi.advanceTimersByTimeAsync(1000);
      await expect(put).resolves.toHaveProperty('url');
    } finally {
      vi.useRealTimers();
    }
    expect(calls).toBe(2);
  });

  it('reads a stored file back with an authenticated GET', async () => {
    fakeBucket();
    const body = Buffer.from('stored bytes');
    await getStorage().put('templates/u1/d.png', body, 'image/png');
    expect((await getStorage().read('templates/u1/d.png')).equals(body)).toBe(true);
    const download = seen.at(-1)!;
    expect([download.method, download.url]).toEqual(['GET', `${OBJECT}/templates/u1/d.png`]);
    expect(download.headers.get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
    await expect(getStorage().read('templates/u1/missing.png')).rejects.toThrow(/download/);
  });

  it('removes with DELETE on the bucket and a prefixes body', async () => {
    fakeBucket();
    await getStorage().remove(['templates/u1/a.png', 'templates/thumbnails/u1/a.jpg']);
    expect(seen).toHaveLength(1);
    const [removal] = seen;
    expect(removal.method).toBe('DELETE');
    expect(removal.url).toBe(OBJECT);
    expect(removal.headers.get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
    expect(JSON.parse(removal.body.toString())).toEqual({
      prefixes: ['templates/u1/a.png', 'templates/thumbnails/u1/a.jpg'],
    });
  });

  it('makes no request to remove nothing', async () => {
    await getStorage().remove([]);
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(getStorage().put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
    await expect(getStorage().remove(['/templates/x.png'])).rejects.toThrow(/Invalid storage key/);
  });
});

describe('storeTemplateImage on Supabase', () => {
  it('uploads image and thumbnail and returns their public URLs', async () => {
    const objects = fakeBucket();
    const userId = randomUUID();
    const stored = await storeTemplateImage({
      userId,
      size: '4x6',
      side: 'front',
      file: { bytes: await makePng(1875, 1275) },
    });
    const publicBase = `${SUPABASE_URL}/storage/v1/object/public/postcard-images/`;
    expect(stored.imageUrl).toBe(publicBase + stored.keys[0]);
    expect(stored.thumbnailUrl).toBe(publicBase + stored.keys[1]);
    expect([...objects.keys()]).toEqual(stored.keys);
    expect(seen.map((s) => s.headers.get('content-type'))).toEqual(['image/png', 'image/jpeg']);
  });

  it('removes the uploaded image when the thumbnail upload fails', async () => {
    const objects = fakeBucket({ failKeysMatching: /^templates\/thumbnails\// });
    await expect(
      storeTemplateImage({
        userId: randomUUID(),
        size: '4x6',
        side: 'back',
        file: { bytes: await makePng(1875, 1275) },
      }),
    ).rejects.toThrow('Failed to upload image. Please try again.');
    expect(seen.map((s) => s.method)).toEqual(['POST', 'POST', 'DELETE']);
    expect(objects.size).toBe(0);
  });
});
