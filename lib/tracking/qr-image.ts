import QRCode from 'qrcode';

/** Spec section 9: 300 px, margin 2, error correction H, black on white. */
export const QR_OPTIONS = {
  width: 300,
  margin: 2,
  errorCorrectionLevel: 'H',
  color: { dark: '#000000', light: '#ffffff' },
} as const;

/** The PNG printed on a postcard for this short link. */
export function qrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { ...QR_OPTIONS, type: 'png' });
}
