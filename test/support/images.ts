import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Small real images for upload tests. A plain colour with one simple shape compresses to a few
 * KB even at print size (1875x1275), so tests stay fast and fixtures need no files on disk.
 */

function shape(width: number, height: number): Buffer {
  const r = Math.round(Math.min(width, height) / 4);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="#e11d48"/></svg>`,
  );
}

function canvas(width: number, height: number, color: string) {
  return sharp({ create: { width, height, channels: 3, background: color } }).composite([
    { input: shape(width, height) },
  ]);
}

export async function makePng(width: number, height: number, color = '#2563eb'): Promise<Buffer> {
  return canvas(width, height, color).png({ compressionLevel: 9, palette: true }).toBuffer();
}

export async function makeJpeg(width: number, height: number, color = '#16a34a'): Promise<Buffer> {
  return canvas(width, height, color).jpeg({ quality: 70 }).toBuffer();
}

/** A real GIF: a format browsers show but the product does not accept. */
export async function makeGif(width: number, height: number): Promise<Buffer> {
  return canvas(width, height, '#f59e0b').gif().toBuffer();
}

export async function makeWebp(width: number, height: number): Promise<Buffer> {
  return canvas(width, height, '#7c3aed').webp({ quality: 60 }).toBuffer();
}

/** Text that a careless check might accept because the file is named `.png`. */
export function notAnImage(): Buffer {
  return Buffer.from('This is a text file pretending to be a postcard.png\n');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A few hundred bytes that declare a `width` × `height` greyscale PNG: a decompression bomb in
 * miniature. Decoding it whole would need width × height bytes of memory.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (greyscale), deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
