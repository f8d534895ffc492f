import { REQUIRED_SIZE } from './image-rules';
import type { PostcardSize } from '@/lib/db/postcard-sizes';

export type Box = { x: number; y: number; width: number; height: number };

/** The QR code printed on a card: 300 px = 1 in at 300 dpi (lib/tracking/qr-image.ts). */
export const QR_PRINT_SIZE = 300;
/** The white square it sits on: 20 px more on each side keeps its quiet zone on any background. */
const QR_BOX = QR_PRINT_SIZE + 40;

/**
 * Where things go on the back of a card at print size (300 dpi, bleed included), after
 * thanks.io's address-side template (docs/decisions/023-campaign-results.md): the handwritten
 * message on the left; the QR code top right, 105 px (0.35 in) from the top and right edges;
 * below it the white block the provider prints the recipient's address and postage on. 75 px =
 * 0.25 in: the 0.125 in bleed plus the 0.125 in safe margin.
 */
export function backLayout(size: PostcardSize): { width: number; height: number; message: Box; address: Box; qr: Box } {
  const { width: W, height: H } = REQUIRED_SIZE[size];
  const m = 75;
  const right = Math.round(W * 0.55);
  const addressTop = Math.round(H * 0.4);
  return {
    width: W,
    height: H,
    message: { x: m, y: m, width: right - 2 * m, height: H - 2 * m },
    address: { x: right, y: addressTop, width: W - m - right, height: H - m - addressTop },
    qr: { x: W - 105 - QR_BOX, y: 105, width: QR_BOX, height: QR_BOX },
  };
}
