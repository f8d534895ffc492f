import { REQUIRED_SIZE } from './image-rules';
import type { PostcardSize } from '@/lib/db/postcard-sizes';

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where things go on the back of a card at print size (300 dpi, bleed included): the
 * handwritten message on the left, postage, the recipient's address and the QR code on the
 * right. 75 px = 0.25 in: the 0.125 in bleed plus the 0.125 in safe margin.
 */
export function backLayout(size: PostcardSize): { width: number; height: number; message: Box; postage: Box; address: Box; qr: Box } {
  const { width: W, height: H } = REQUIRED_SIZE[size];
  const m = 75;
  const right = Math.round(W * 0.55);
  const qrSize = Math.round(H * 0.2);
  return {
    width: W,
    height: H,
    message: { x: m, y: m, width: right - 2 * m, height: H - 2 * m },
    postage: { x: W - m - 300, y: m, width: 300, height: 220 },
    address: { x: right, y: Math.round(H * 0.4), width: W - m - right, height: Math.round(H * 0.28) },
    qr: { x: right, y: H - m - qrSize, width: qrSize, height: qrSize },
  };
}
