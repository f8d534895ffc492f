import type sharpModule from 'sharp';

/**
 * sharp, loaded at the first image to decode or draw rather than at start: libvips holds about
 * 12 MB of a server's memory once loaded (bench:memory), which a server that renders no card
 * since its start need not pay (issue 38).
 */
export async function loadSharp(): Promise<typeof sharpModule> {
  return (await import('sharp')).default;
}
