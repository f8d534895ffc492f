import { layoutHandwriting } from '@/lib/handwriting/render';
import { getStorage } from '@/lib/providers/storage';
import { escapeXml } from '@/lib/security/escape-xml';
import { qrPng } from '@/lib/tracking/qr-image';
import { backLayout, QR_PRINT_SIZE, type Box } from './back-layout';
import type { TemplateRow } from './list-templates';
import { loadSharp } from './load-sharp';
import { keysFromUrls } from './store-template-image';

export async function readTemplateImage(url: string | null): Promise<Buffer> {
  const [key] = keysFromUrls([url]);
  if (!key) throw new Error(`Template image is missing: ${url}`);
  return getStorage().read(key);
}

/** A caption in the proof's own font; `text` may be anything a user typed (escaped here). */
export const proofLabel = (text: string, x: number, y: number, size: number) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#334155">${escapeXml(text)}</text>`;

const ZONE_LABEL_SIZE = 32;
const ZONE_LABEL_PAD = 12;

/**
 * Where a marked area's name goes: a white tag just above the area's top edge, outside it, so it
 * never lies over what is printed inside (the return address, the postage, the recipient, the
 * QR code) nor over the message area beside. Width from DejaVu Sans's 0.62 em per character.
 */
export function zoneLabelBox(area: Box, name: string): Box {
  const height = ZONE_LABEL_SIZE + 2 * ZONE_LABEL_PAD;
  const width = Math.ceil(0.62 * ZONE_LABEL_SIZE * name.length) + 2 * ZONE_LABEL_PAD;
  return { x: area.x, y: area.y - 8 - height, width, height };
}

// `wash`: a white veil that shows an empty area over the back image; never over printed text.
const markedArea = (box: Box, name: string, wash: boolean) => {
  const tag = zoneLabelBox(box, name);
  return `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="${wash ? 'rgba(255,255,255,0.75)' : 'none'}"
    stroke="#dc2626" stroke-width="4" stroke-dasharray="18 12"/>
    <rect x="${tag.x}" y="${tag.y}" width="${tag.width}" height="${tag.height}" rx="8" fill="#ffffff" stroke="#dc2626" stroke-width="3"/>
    <text x="${tag.x + ZONE_LABEL_PAD}" y="${tag.y + ZONE_LABEL_PAD + Math.round(ZONE_LABEL_SIZE * 0.8)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${ZONE_LABEL_SIZE}" fill="#b91c1c">${escapeXml(name)}</text>`;
};

/** The names of the proof's marked areas. */
export const ZONE_NAMES = { address: 'Recipient address and postage', qr: 'QR code' } as const;

/**
 * The proof's red outlines of the areas kept for the address and postage (outline only: the
 * address side is printed inside it) and (`qr`) the empty QR code area, veiled.
 */
export function markedAreasSvg(size: TemplateRow['size'], { qr }: { qr: boolean }): string {
  const layout = backLayout(size);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}">
        ${markedArea(layout.address, ZONE_NAMES.address, false)}${qr ? markedArea(layout.qr, ZONE_NAMES.qr, true) : ''}
      </svg>`;
}

/** The card's QR code of `link`, centred on its white square. */
async function qrLayer(link: string, box: { x: number; y: number; width: number }) {
  const pad = (box.width - QR_PRINT_SIZE) / 2;
  return [
    {
      input: { create: { width: box.width, height: box.width, channels: 3 as const, background: '#ffffff' } },
      top: box.y,
      left: box.x,
    },
    { input: await qrPng(link), top: box.y + pad, left: box.x + pad },
  ];
}

/**
 * The SVG drawn over a card's back: the handwriting (glyph outlines in the template's colour, so
 * no user text is ever markup) and, for proofs, the marked areas. Separate from the pixels so the
 * markup itself can be checked.
 */
export function backOverlays(
  template: Pick<TemplateRow, 'size' | 'handwriting_style_id' | 'handwriting_color'>,
  message: string,
  { markAreas = false, qrLink = null as string | null } = {},
): { handwriting: string; marks: string | null; overflow: boolean } {
  const layout = backLayout(template.size);
  const handwriting = layoutHandwriting({
    message,
    styleId: template.handwriting_style_id,
    color: template.handwriting_color,
    width: layout.message.width,
    height: layout.message.height,
  });
  const marks = markAreas ? markedAreasSvg(template.size, { qr: !qrLink }) : null;
  return { handwriting: handwriting.svg, marks, overflow: handwriting.overflow };
}

/** What the address side of a card carries: the recipient block and the sender's return address. */
export type AddressSide = {
  /** The recipient's name and address lines, as the provider prints them. */
  recipient: string[];
  /** The sender's return address lines; null when the account has none (nothing is invented). */
  returnAddress: string[] | null;
};

/** Sample lines for a proof: a made-up recipient, the account's return address when known. */
export const SAMPLE_RECIPIENT = ['Jane Doe', '123 Main St', 'Springfield, IL 62701'];

const text = (value: string, x: number, y: number, size: number, weight = 400, fill = '#0f172a') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;

/**
 * The address side as the provider prints it on the white block (backLayout's `address` box):
 * the return address top left, the postage area (indicia) top right, and the recipient block
 * in the middle. Every line is escaped text; sizes follow the card's pixels (300 dpi).
 */
export function addressSideSvg(size: TemplateRow['size'], side: AddressSide): string {
  const layout = backLayout(size);
  const box = layout.address;
  const pad = 30;
  const stampW = Math.round(box.width * 0.34);
  const stampH = Math.round(stampW * 0.62);
  // A character is about 0.62 em wide in DejaVu Sans: sizes shrink so the longest line fits.
  const fit = (lines: string[], width: number, max: number) =>
    Math.max(12, Math.min(max, Math.floor(width / (0.62 * Math.max(1, ...lines.map((l) => l.length))))));
  // "FIRST-CLASS MAIL" fits inside the stamp with its padding.
  const stampText = fit(['FIRST-CLASS MAIL'], stampW - 44, 40);
  const stampX = box.x + box.width - pad - stampW;
  const stampY = box.y + pad;
  const returnLines = side.returnAddress?.length ? side.returnAddress : ['No return address'];
  const small = fit(returnLines, stampX - box.x - 2 * pad, Math.round(box.height * 0.045) + 14);
  const large = fit(side.recipient, box.width * 0.84, Math.round(box.height * 0.06) + 18);
  const returnFill = side.returnAddress?.length ? '#334155' : '#b91c1c';
  const recipientTop = Math.max(stampY + stampH + large, box.y + Math.round(box.height * 0.5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}">
    <rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="#ffffff"/>
    ${returnLines.map((line, i) => text(line, box.x + pad, box.y + pad + small * (i + 1), small, 400, returnFill)).join('')}
    <rect x="${stampX}" y="${stampY}" width="${stampW}" height="${stampH}" fill="none" stroke="#334155" stroke-width="3"/>
    ${['FIRST-CLASS MAIL', 'U.S. POSTAGE', 'PAID'].map((line, i) => text(line, stampX + 16, stampY + 12 + Math.round(stampText * 1.3) * (i + 1), stampText, 700, '#334155')).join('')}
    ${side.recipient.map((line, i) => text(line, box.x + Math.round(box.width * 0.12), recipientTop + large * 1.25 * i, large, i === 0 ? 700 : 400)).join('')}
  </svg>`;
}

/**
 * The back of a card at print size: the template's back image with `message` handwritten in the
 * template's style and colour in the message area and, given `qrLink`, that link's QR code in
 * the QR area (what the postcard provider prints there). `addressSide`: the white block with the
 * return address, the postage area and the recipient, as printed. `markAreas` outlines where the
 * address and postage and the QR code go (for proofs). `overflow` says the message did not fit.
 */
export async function renderBack(
  template: Pick<TemplateRow, 'size' | 'handwriting_style_id' | 'handwriting_color' | 'back_image_url'>,
  message: string,
  {
    markAreas = false,
    qrLink = null as string | null,
    addressSide = null as AddressSide | null,
  }: { markAreas?: boolean; qrLink?: string | null; addressSide?: AddressSide | null } = {},
): Promise<{ image: Buffer; overflow: boolean }> {
  const layout = backLayout(template.size);
  const { handwriting, marks, overflow } = backOverlays(template, message, { markAreas, qrLink });
  const sharp = await loadSharp();
  const image = await sharp(await readTemplateImage(template.back_image_url))
    .resize(layout.width, layout.height, { fit: 'fill' })
    .composite([
      { input: Buffer.from(handwriting), top: layout.message.y, left: layout.message.x },
      ...(addressSide ? [{ input: Buffer.from(addressSideSvg(template.size, addressSide)), top: 0, left: 0 }] : []),
      ...(qrLink ? await qrLayer(qrLink, layout.qr) : []),
      ...(marks ? [{ input: Buffer.from(marks), top: 0, left: 0 }] : []),
    ])
    .png()
    .toBuffer();
  return { image, overflow };
}
