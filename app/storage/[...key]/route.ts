// GET /storage/<key> – serves files of the local storage adapter (template images, thumbnails).
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '@/lib/env';
import { localPathOf } from '@/lib/providers/storage/local';

export const dynamic = 'force-dynamic';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

// Public on purpose, like the Supabase bucket: keys hold a random UUID and the proxy never sees
// these paths (its matcher skips paths with a file extension).
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  if (env().modes.storage !== 'local') return notFound();
  const key = (await params).key.join('/');
  // localPathOf rejects `..`, odd characters and anything resolving outside the storage folder.
  const file = localPathOf(key);
  const contentType = file && CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!file || !contentType) return notFound();

  // Opened before stat and streaming, so a file removed meanwhile is still served whole.
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch {
    return notFound();
  }
  const info = await handle.stat();
  if (!info.isFile()) {
    await handle.close();
    return notFound();
  }
  const size = info.size;
  const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(size),
      // Keys are unique and never reused, so a stored file never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run script on our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
