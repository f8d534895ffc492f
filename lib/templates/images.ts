// Server only (sharp is native); the browser editor uses the same rules from ./image-rules.
import type { Metadata } from 'sharp';
import { UserFacingError } from '@/lib/errors';
import { loadSharp } from './load-sharp';
import { IMAGE_MESSAGES, REQUIRED_SIZE, type FitFocus } from './image-rules';
import type { PostcardSize } from '@/lib/db/postcard-sizes';

export { REQUIRED_SIZE, MAX_IMAGE_BYTES, IMAGE_MESSAGES, dimensionError } from './image-rules';

export type InspectedImage = {
  format: 'png' | 'jpeg';
  /** As displayed, i.e. after the EXIF orientation is applied (what the browser editor sees). */
  width: number;
  height: number;
  /** True when an EXIF orientation other than "upright" must be applied to the pixels. */
  rotated: boolean;
};

/**
 * libvips refuses to decode more pixels than this (the largest postcard, 3337 × 1777, is under
 * 6 million): a small file that claims a huge image is refused, never decoded whole. Headers are
 * read first anyway, and a wrong size is refused before any pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 10_000_000;
const decode = async (buffer: Buffer) => (await loadSharp())(buffer, { limitInputPixels: MAX_INPUT_PIXELS });

export const THUMBNAIL = { width: 400, height: 300, quality: 80 } as const;

// Magic numbers: the bytes decide what a file is, never its name or the browser's MIME type.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

function sniff(buffer: Buffer): 'png' | 'jpeg' | null {
  if (buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buffer.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/**
 * Reads format and dimensions from the image header. Anything that does not start like a PNG
 * or JPEG is the wrong format; a PNG or JPEG libvips cannot parse is "unreadable".
 */
export async function inspectImage(buffer: Buffer): Promise<InspectedImage> {
  const sniffed = sniff(buffer);
  if (!sniffed) throw new UserFacingError(IMAGE_MESSAGES.wrongFormat);
  let metadata: Metadata;
  try {
    metadata = await (await decode(buffer)).metadata();
  } catch {
    throw new UserFacingError(IMAGE_MESSAGES.unreadable);
  }
  if (metadata.format !== sniffed) throw new UserFacingError(IMAGE_MESSAGES.wrongFormat);
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw new UserFacingError(IMAGE_MESSAGES.unreadable);
  return { format: sniffed, width, height, rotated: (metadata.orientation ?? 1) !== 1 };
}

/**
 * A JPEG whose EXIF orientation rotates it is stored with upright pixels, so that what was
 * checked (the displayed size) is what a printer gets, whether or not it honours EXIF.
 */
export async function uprightPixels(buffer: Buffer): Promise<Buffer> {
  try {
    return await (await decode(buffer)).autoOrient().jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer();
  } catch {
    throw new UserFacingError(IMAGE_MESSAGES.unreadable);
  }
}

/** The 400x300 list thumbnail: cover-fit, transparency flattened on white, JPEG quality 80. */
export async function makeThumbnail(buffer: Buffer): Promise<Buffer> {
  try {
    return await (
      await decode(buffer)
    )
      .autoOrient()
      .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: THUMBNAIL.quality, mozjpeg: true })
      .toBuffer();
  } catch {
    // A header that parsed but pixel data that does not (truncated, corrupt) ends up here.
    throw new UserFacingError(IMAGE_MESSAGES.thumbnailFailed);
  }
}

/**
 * Fit to size: the exact print size cut from the image by cover-crop (scaled so it covers the
 * card, the overflow cut away around `focus`), upright, in the image's own format.
 */
export async function fitToPrintSize(
  buffer: Buffer,
  format: 'png' | 'jpeg',
  size: PostcardSize,
  focus: FitFocus,
): Promise<Buffer> {
  const { width, height } = REQUIRED_SIZE[size];
  try {
    const fitted = (await decode(buffer))
      .autoOrient()
      .resize(width, height, { fit: 'cover', position: focus === 'centre' ? 'centre' : focus });
    return await (
      format === 'png' ? fitted.png() : fitted.jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    ).toBuffer();
  } catch {
    throw new UserFacingError(IMAGE_MESSAGES.unreadable);
  }
}
