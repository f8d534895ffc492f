import { replacePlaceholdersWithNames } from '@/lib/validation/handwriting';
import type { TemplateRow } from './list-templates';
import { proofLabel, readTemplateImage, renderBack, SAMPLE_RECIPIENT } from './render-back';
import { REQUIRED_SIZE } from './image-rules';
import { loadSharp } from './load-sharp';

const HEADER = 100;
const GAP = 120;

/** The proof's captions above each side: the template's name (as text, whatever it holds) and size. */
export function proofLabelsSvg(template: Pick<TemplateRow, 'name' | 'size'>): string {
  const { width: W, height: H } = REQUIRED_SIZE[template.size];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${HEADER + H + GAP + H}">
      ${proofLabel(`${template.name} · ${template.size} · front`, 0, 70, 44)}
      ${proofLabel('back', 0, HEADER + H + GAP - 30, 44)}
    </svg>`;
}

/**
 * A print proof of both sides at print size, one image: the front, then the back with its
 * background, the handwritten message in the template's style and colour, and the areas kept
 * for postage, the recipient's address and the QR code marked in red; the address side shows a
 * sample recipient and the account's return address (`returnAddress`), as printed.
 */
export async function renderProof(template: TemplateRow, returnAddress: string[] | null = null): Promise<Buffer> {
  const { width: W, height: H } = REQUIRED_SIZE[template.size];
  const message = replacePlaceholdersWithNames(template.message, template.custom_values);
  const [front, back] = await Promise.all([
    readTemplateImage(template.front_image_url),
    renderBack(template, message, {
      markAreas: true,
      addressSide: { recipient: SAMPLE_RECIPIENT, returnAddress },
    }),
  ]);
  const sharp = await loadSharp();
  const height = HEADER + H + GAP + H;
  const labels = Buffer.from(proofLabelsSvg(template));
  return sharp({ create: { width: W, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await sharp(front).resize(W, H, { fit: 'fill' }).toBuffer(), top: HEADER, left: 0 },
      { input: back.image, top: HEADER + H + GAP, left: 0 },
      { input: labels, top: 0, left: 0 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}
