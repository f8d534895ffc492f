import { statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, REQUIRED_SIZE, dimensionError } from './image-rules';

describe('template image rules (spec section 5)', () => {
  it('needs 1875x1275 px for 4x6 and 6x9, and 3337x1777 px for 6x11', () => {
    expect(REQUIRED_SIZE).toEqual({
      '4x6': { width: 1875, height: 1275 },
      '6x9': { width: 1875, height: 1275 },
      '6x11': { width: 3337, height: 1777 },
    });
  });

  it.each([
    ['4x6', 1875, 1275],
    ['6x9', 1875, 1275],
    ['6x11', 3337, 1777],
  ] as const)('accepts exactly the required size for %s', (size, width, height) => {
    expect(dimensionError(size, width, height)).toBeNull();
  });

  it('rejects any other size with the exact message', () => {
    expect(dimensionError('4x6', 1000, 800)).toBe('Image must be exactly 1875x1275 px. Uploaded image is 1000x800 px.');
    expect(dimensionError('6x9', 1875, 1276)).toBe(
      'Image must be exactly 1875x1275 px. Uploaded image is 1875x1276 px.',
    );
    expect(dimensionError('6x11', 1875, 1275)).toBe(
      'Image must be exactly 3337x1777 px. Uploaded image is 1875x1275 px.',
    );
  });

  it('does not accept a rotated (portrait) image of the right pixel count', () => {
    expect(dimensionError('4x6', 1275, 1875)).toBe(
      'Image must be exactly 1875x1275 px. Uploaded image is 1275x1875 px.',
    );
  });

  it('caps uploads at 20 MiB and says so', () => {
    expect(MAX_IMAGE_BYTES).toBe(20 * 1024 * 1024);
    expect(IMAGE_MESSAGES.tooLarge).toBe('Image must be 20 MB or smaller');
    expect(IMAGE_MESSAGES.wrongFormat).toBe('Image must be a PNG or JPG file');
    expect(IMAGE_MESSAGES.unreadable).toBe('Failed to verify image dimensions');
    expect(IMAGE_MESSAGES.thumbnailFailed).toBe('Failed to generate thumbnail');
  });
});

describe('print guides (public/guides, made by scripts/make-print-guides.mjs)', () => {
  it.each(Object.entries(REQUIRED_SIZE))('%s guide has exactly the required pixel size', async (size, expected) => {
    const file = path.resolve(import.meta.dirname, '../../public/guides', `${size}.png`);
    const { format, width, height } = await sharp(file).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', ...expected });
    expect(statSync(file).size).toBeLessThan(300 * 1024);
  });
});
