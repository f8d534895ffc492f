import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as serveStorage } from '@/app/storage/[...key]/route';
import { UserFacingError } from '@/lib/errors';
import { setEnvForTests } from '@/lib/env';
import { getStorage } from '@/lib/providers/storage';
import { FIT_MESSAGES, fitDpi } from '@/lib/templates/image-rules';
import { MAX_IMAGE_BYTES } from '@/lib/templates/images';
import { keysFromUrls, storeTemplateImage } from '@/lib/templates/store-template-image';
import { makeGif, makeJpeg, makePng, makeWebp, notAnImage } from '../support/images';

/** Template image uploads in local storage mode: what is stored, what is refused, how it is served. */

let dataDir: string;
let storageRoot: string;
const userId = randomUUID();

const BASE_ENV = { ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'inkpost-storage-'));
  storageRoot = path.join(dataDir, 'storage');
});

beforeEach(async () => {
  setEnvForTests({ ...BASE_ENV, INKPOST_DATA_DIR: dataDir });
  await rm(storageRoot, { recursive: true, force: true });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  // Back to what the integration setup parsed: its overrides and the process's own data folder.
  setEnvForTests({ ...BASE_ENV, INKPOST_DATA_DIR: process.env.INKPOST_DATA_DIR });
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(storageRoot, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(storageRoot, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

const serve = (key: string[]) =>
  serveStorage(new Request(`http://localhost:3000/storage/${key.join('/')}`), { params: Promise.resolve({ key }) });

async function rejection(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserFacingError);
  return (error as Error).message;
}

describe('storeTemplateImage (local storage)', () => {
  it('stores a right-size PNG with a 400x300 JPEG thumbnail', async () => {
    const bytes = await makePng(1875, 1275);
    const stored = await storeTemplateImage({ userId, size: '4x6', side: 'front', file: { bytes, type: 'image/png' } });

    expect(stored.imageUrl).toMatch(new RegExp(`^/storage/templates/${userId}/[0-9a-f-]{36}\\.png$`));
    expect(stored.thumbnailUrl).toMatch(new RegExp(`^/storage/templates/thumbnails/${userId}/[0-9a-f-]{36}\\.jpg$`));
    expect(stored.keys).toEqual([
      stored.imageUrl.slice('/storage/'.length),
      stored.thumbnailUrl.slice('/storage/'.length),
    ]);
    expect(keysFromUrls([stored.imageUrl, stored.thumbnailUrl, null])).toEqual(stored.keys);

    const full = await sharp(path.join(storageRoot, stored.keys[0])).metadata();
    expect([full.format, full.width, full.height]).toEqual(['png', 1875, 1275]);
    const thumb = await sharp(path.join(storageRoot, stored.keys[1])).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 400, 300]);
    expect((await storedFiles()).sort()).toEqual([...stored.keys].sort());
    expect((await getStorage().read(stored.keys[0])).equals(bytes)).toBe(true);
  });

  it('stores a right-size 6x11 JPEG as .jpg, whatever type the browser claimed', async () => {
    const bytes = await makeJpeg(3337, 1777);
    const stored = await storeTemplateImage({ userId, size: '6x11', side: 'back', file: { bytes, type: 'image/gif' } });
    expect(stored.imageUrl).toMatch(/\.jpg$/);
    const thumb = await sharp(path.join(storageRoot, stored.keys[1])).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 400, 300]);
    expect(await storedFiles()).toHaveLength(2);
  });

  it('checks the displayed size of a JPEG with EXIF rotation and stores it upright', async () => {
    // 1275x1875 pixels with orientation 6 (rotate 90°) display as 1875x1275.
    const bytes = await sharp(await makeJpeg(1275, 1875))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const stored = await storeTemplateImage({ userId, size: '6x9', side: 'front', file: { bytes } });
    const full = await sharp(path.join(storageRoot, stored.keys[0])).metadata();
    expect([full.width, full.height, full.orientation ?? 1]).toEqual([1875, 1275, 1]);
  });

  describe('Fit to size (issue 28)', () => {
    /** A 2x1-cell image: red on top, blue below, so the kept part of a crop can be told. */
    const twoTone = async (width: number, height: number) =>
      sharp({ create: { width, height: Math.floor(height / 2), channels: 3, background: '#ff0000' } })
        .extend({ bottom: height - Math.floor(height / 2), background: '#0000ff' })
        .png()
        .toBuffer();
    const pixel = async (key: string, y: number) => {
      const { data } = await sharp(path.join(storageRoot, key))
        .extract({ left: 10, top: y, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [data[0], data[2]];
    };

    it('stores only an exact-size cover crop around the chosen focus, never the original', async () => {
      const bytes = await twoTone(2000, 3000);
      const top = await storeTemplateImage({ userId, size: '4x6', side: 'front', file: { bytes }, fit: 'top' });
      expect(await sharp(path.join(storageRoot, top.keys[0])).metadata()).toMatchObject({
        width: 1875,
        height: 1275,
        format: 'png',
      });
      expect(await pixel(top.keys[0], 1200)).toEqual([255, 0]); // the top half only: red
      const bottom = await storeTemplateImage({ userId, size: '4x6', side: 'front', file: { bytes }, fit: 'bottom' });
      expect(await pixel(bottom.keys[0], 10)).toEqual([0, 255]); // the bottom half only: blue
      expect((await storedFiles()).length).toBe(4); // two crops and their thumbnails
    });

    it('enlarges a smaller image to the print size; the browser is told its dpi first', async () => {
      const bytes = await makeJpeg(1000, 800);
      const stored = await storeTemplateImage({ userId, size: '6x11', side: 'back', file: { bytes }, fit: 'centre' });
      expect(await sharp(path.join(storageRoot, stored.keys[0])).metadata()).toMatchObject({
        width: 3337,
        height: 1777,
        format: 'jpeg',
      });
      expect(fitDpi('6x11', 1000, 800)).toBe(89);
      expect(FIT_MESSAGES.blurry(89)).toBe(
        'This image is smaller than the print size: enlarged to fit, it will print blurry, at about 89 dpi (300 dpi prints sharp).',
      );
      expect(fitDpi('4x6', 2000, 3000)).toBe(300);
    });
  });

  describe('a rejected upload stores nothing', () => {
    afterEach(async () => {
      expect(await storedFiles()).toEqual([]);
    });

    it('wrong size', async () => {
      const bytes = await makePng(1000, 800);
      expect(await rejection(storeTemplateImage({ userId, size: '4x6', side: 'front', file: { bytes } }))).toBe(
        'Image must be exactly 1875x1275 px. Uploaded image is 1000x800 px.',
      );
    });

    it('a 4x6 image uploaded for a 6x11 template', async () => {
      const bytes = await makeJpeg(1875, 1275);
      expect(await rejection(storeTemplateImage({ userId, size: '6x11', side: 'back', file: { bytes } }))).toBe(
        'Image must be exactly 3337x1777 px. Uploaded image is 1875x1275 px.',
      );
    });

    it('not an image, even when the browser says image/png', async () => {
      const file = { bytes: notAnImage(), type: 'image/png' };
      expect(await rejection(storeTemplateImage({ userId, size: '4x6', side: 'front', file }))).toBe(
        'Image must be a PNG or JPG file',
      );
    });

    it('a GIF or WEBP of the right size', async () => {
      for (const bytes of [await makeGif(1875, 1275), await makeWebp(1875, 1275)]) {
        expect(await rejection(storeTemplateImage({ userId, size: '4x6', side: 'front', file: { bytes } }))).toBe(
          'Image must be a PNG or JPG file',
        );
      }
    });

    it('a PNG signature followed by garbage', async () => {
      const bytes = Buffer.concat([(await makePng(10, 10)).subarray(0, 8), Buffer.from('garbage'.repeat(20))]);
      expect(await rejection(storeTemplateImage({ userId, size: '4x6', side: 'front', file: { bytes } }))).toBe(
        'Failed to verify image dimensions',
      );
    });

    it('a truncated PNG whose header is fine', async () => {
      const png = await makePng(1875, 1275);
      const bytes = png.subarray(0, Math.floor(png.length / 2));
      expect(await rejection(storeTemplateImage({ userId, size: '4x6', side: 'front', file: { bytes } }))).toBe(
        'Failed to generate thumbnail',
      );
    });

    it('too big', async () => {
      const bytes = Buffer.concat([await makePng(1875, 1275), Buffer.alloc(MAX_IMAGE_BYTES)]);
      expect(await rejection(storeTemplateImage({ userId, size: '4x6', side: 'front', file: { bytes } }))).toBe(
        'Image must be 20 MB or smaller',
      );
    });
  });

  it('removes the stored image when the thumbnail cannot be stored', async () => {
    // A file where the thumbnails folder should be: the second write fails for real.
    await mkdir(path.join(storageRoot, 'templates'), { recursive: true });
    await writeFile(path.join(storageRoot, 'templates', 'thumbnails'), 'in the way');
    const bytes = await makePng(1875, 1275);
    expect(await rejection(storeTemplateImage({ userId, size: '4x6', side: 'front', file: { bytes } }))).toBe(
      'Failed to upload image. Please try again.',
    );
    expect(await storedFiles()).toEqual([path.join('templates', 'thumbnails')]);
  });
});

describe('local storage adapter', () => {
  it('removes files, ignoring ones already gone, and refuses unsafe keys', async () => {
    const storage = getStorage();
    expect(storage.kind).toBe('local');
    const { url } = await storage.put('proofs/u1/a.jpg', Buffer.from('x'), 'image/jpeg');
    expect(url).toBe('/storage/proofs/u1/a.jpg');
    await storage.remove(['proofs/u1/a.jpg', 'proofs/u1/never-stored.jpg']);
    expect(await storedFiles()).toEqual([]);
    await expect(storage.read('proofs/u1/a.jpg')).rejects.toThrow(/ENOENT/);
    for (const key of ['../x.png', '/abs.png', 'a\\b.png', 'a//b.png', 'a/.hidden.png', 'sp ace.png', 'é.png', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
    }
    expect(await storedFiles()).toEqual([]);
  });
});

describe('GET /storage/<key>', () => {
  it('serves a stored file with its content type and a long immutable cache', async () => {
    const stored = await storeTemplateImage({
      userId,
      size: '4x6',
      side: 'front',
      file: { bytes: await makePng(1875, 1275) },
    });
    const png = await serve(stored.keys[0].split('/'));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await png.arrayBuffer());
    expect(body.length).toBe((await stat(path.join(storageRoot, stored.keys[0]))).size);

    const jpg = await serve(stored.keys[1].split('/'));
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await jpg.arrayBuffer())).metadata()).width).toBe(400);
  });

  it('404s for a missing key', async () => {
    expect((await serve(['templates', userId, `${randomUUID()}.png`])).status).toBe(404);
  });

  it('never serves a file outside the storage folder', async () => {
    await mkdir(storageRoot, { recursive: true });
    await writeFile(path.join(dataDir, 'secret.png'), 'not for the web');
    expect((await serve(['..', 'secret.png'])).status).toBe(404);
    expect((await serve(['templates', '..', '..', 'secret.png'])).status).toBe(404);
    expect((await serve(['..%2Fsecret.png'])).status).toBe(404);
    expect((await serve(['templates\\..\\..\\secret.png'])).status).toBe(404);
    expect((await serve(['', 'etc', 'passwd.png'])).status).toBe(404);
  });

  it('404s in Supabase storage mode, where the bucket serves the files', async () => {
    const stored = await storeTemplateImage({
      userId,
      size: '4x6',
      side: 'front',
      file: { bytes: await makePng(1875, 1275) },
    });
    setEnvForTests({
      ...BASE_ENV,
      INKPOST_DATA_DIR: dataDir,
      NEXT_PUBLIC_SUPABASE_URL: 'https://proj.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'service',
      DATABASE_URL: 'postgres://localhost/x',
    });
    expect((await serve(stored.keys[0].split('/'))).status).toBe(404);
  });
});

describe('keysFromUrls', () => {
  it('reads keys from local and Supabase public URLs and skips anything else', () => {
    const key = `templates/${userId}/0b9e6a2c-3f1d-4e5a-9c8b-7d6e5f4a3b2c.png`;
    expect(
      keysFromUrls([
        `/storage/${key}`,
        `http://localhost:3000/storage/${key}`,
        `https://proj.supabase.co/storage/v1/object/public/postcard-images/templates/thumbnails/${userId}/x.jpg`,
        `/storage/proofs/${userId}/p.jpg`,
        'https://proj.supabase.co/storage/v1/object/public/other-bucket/templates/a.png',
        '/storage/../lib/env.ts',
        'https://example.com/picture.png',
        null,
        '',
      ]),
    ).toEqual([key, `templates/thumbnails/${userId}/x.jpg`, `proofs/${userId}/p.jpg`]);
  });
});
