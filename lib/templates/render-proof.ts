import sharp from 'sharp';
import type { TemplateRow } from './list-templates';
import { backLayout } from './back-layout';
import { renderHandwritingPng } from '@/lib/handwriting/render';
import { getStorage } from '@/lib/providers/storage';
import { replacePlaceholdersWithNames } from '@/lib/validation/handwriting';
import { keysFromUrls } from './store-template-image';

const GAP = 120;

async function readImage(url: string | null): Promise<Buffer> {
  const [key] = keysFromUrls([url]);
  if (!key) throw new Error(`Template image is missing: ${url}`);
  return getStorage().read(key);
}

function label(text: string, x: number, y: number, size = 44) {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#334155">${text}</text>`;
}

function markedArea(box: { x: number; y: number; width: number; height: number }, name: string) {
  return `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="rgba(255,255,255,0.75)"
    stroke="#dc2626" stroke-width="4" stroke-dasharray="18 12"/>${label(name, box.x + 16, box.y + 50, 36)}`;
}

/**
 * A print proof of both sides at print size, one image: the front, then the back with its
 * background, the handwritten message in the template's style and colour, and the areas kept
 * for postage, the recipient's address and the QR code marked in red.
 */
export async function renderProof(template: TemplateRow): Promise<Buffer> {
  const layout = backLayout(template.size);
  const { width: W, height: H } = layout;
  const [front, back] = await Promise.all([readImage(template.front_image_url), readImage(template.back_image_url)]);
  const message = replacePlaceholdersWithNames(template.message, template.custom_values);
  const handwriting = await renderHandwritingPng({
    message,
    styleId: template.handwriting_style_id,
    color: template.handwriting_color,
    width: layout.message.width,
    height: layout.message.height,
  });
  const header = 100;
  const total = { width: W, height: header + H + GAP + H };
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${total.height}">
      ${label(`${template.name} · ${template.size} · front`, 0, 70)}
      ${label('back', 0, header + H + GAP - 30)}
      <g transform="translate(0 ${header + H + GAP})">
        ${markedArea(layout.postage, 'Postage')}
        ${markedArea(layout.address, 'Recipient address')}
        ${markedArea(layout.qr, 'QR code')}
      </g>
    </svg>`,
  );
  const backTop = header + H + GAP;
  return sharp({ create: { width: total.width, height: total.height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await sharp(front).resize(W, H, { fit: 'fill' }).toBuffer(), top: header, left: 0 },
      { input: await sharp(back).resize(W, H, { fit: 'fill' }).toBuffer(), top: backTop, left: 0 },
      { input: handwriting, top: backTop + layout.message.y, left: layout.message.x },
      { input: overlay, top: 0, left: 0 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}
