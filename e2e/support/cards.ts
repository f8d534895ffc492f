import type { APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect } from './test';

/** The link the QR code on a printed card leads to (its back, at `href`: the order's View card). */
export async function decodeCard(request: APIRequestContext, href: string): Promise<string> {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  const { data, info } = await sharp(await response.body())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(code).not.toBeNull();
  return code!.data;
}
