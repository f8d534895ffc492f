// Client-safe (no node or sharp imports): the browser editor checks an image before uploading it
// with the same rules and the same words the server uses when it stores it.
import type { PostcardSize } from '@/lib/db/postcard-sizes';

/** Print resolution at 300 dpi including 0.125 in bleed on every edge (spec sections 5 and 9). */
export const REQUIRED_SIZE: Record<PostcardSize, { width: number; height: number }> = {
  '4x6': { width: 1875, height: 1275 },
  '6x9': { width: 1875, height: 1275 },
  '6x11': { width: 3337, height: 1777 },
};

/**
 * The spec's hint says "PNG or JPG up to 10MB" but the original never enforced it; this larger
 * cap only keeps a single upload from exhausting the server's memory.
 */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  tooLarge: 'Image must be 20 MB or smaller',
  wrongFormat: 'Image must be a PNG or JPG file',
  unreadable: 'Failed to verify image dimensions',
  thumbnailFailed: 'Failed to generate thumbnail',
  // Our storage failed, not the user's file; the spec names no text for it.
  uploadFailed: 'Failed to upload image. Please try again.',
  wrongSize: (expected: { width: number; height: number }, width: number, height: number) =>
    `Image must be exactly ${expected.width}x${expected.height} px. Uploaded image is ${width}x${height} px.`,
} as const;

/** The spec's dimension error for an image of this size, or null when it fits exactly. */
export function dimensionError(size: PostcardSize, width: number, height: number): string | null {
  const expected = REQUIRED_SIZE[size];
  if (width === expected.width && height === expected.height) return null;
  return IMAGE_MESSAGES.wrongSize(expected, width, height);
}

/**
 * Fit to size (issue 28): an image of another size can be cover-cropped by the server to the
 * exact print size, keeping its centre, top or bottom. Only that copy is stored and printed.
 */
export const FIT_FOCUSES = ['centre', 'top', 'bottom'] as const;
export type FitFocus = (typeof FIT_FOCUSES)[number];

export const PRINT_DPI = 300;

/**
 * The resolution a cover-crop of a width × height image prints at: 300 dpi when the image is at
 * least the print size (it is scaled down), less when it has to be enlarged.
 */
export function fitDpi(size: PostcardSize, width: number, height: number): number {
  const expected = REQUIRED_SIZE[size];
  const scale = Math.max(expected.width / width, expected.height / height);
  return scale <= 1 ? PRINT_DPI : Math.floor(PRINT_DPI / scale);
}

export const FIT_MESSAGES = {
  blurry: (dpi: number) =>
    `This image is smaller than the print size: enlarged to fit, it will print blurry, at about ${dpi} dpi (${PRINT_DPI} dpi prints sharp).`,
} as const;
