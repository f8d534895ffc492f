// node scripts/make-print-guides.mjs – draws the print-guide reference images the template
// editor links to (public/guides/<size>.png), at exactly the pixel size an upload must have.
// Run it again after changing the sizes; the PNGs are committed, nothing builds them at runtime.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// Must equal REQUIRED_SIZE in lib/templates/image-rules.ts (a unit test compares them).
const SIZES = {
  '4x6': { width: 1875, height: 1275 },
  '6x9': { width: 1875, height: 1275 },
  '6x11': { width: 3337, height: 1777 },
};

const DPI = 300;
const BLEED = DPI * 0.125; // 37.5 px: cut off when the card is trimmed
const SAFE = BLEED * 2; // 75 px from the image edge: 0.125 in inside the trim line

const COLORS = {
  bleed: '#fecaca',
  bleedText: '#991b1b',
  trim: '#111827',
  safe: '#15803d',
  text: '#1f2937',
  muted: '#4b5563',
  back: '#2563eb',
};

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(x, y, size, content, { fill = COLORS.text, weight = 'normal', anchor = 'start' } = {}) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(content)}</text>`;
}

function guide(size, { width: W, height: H }) {
  // Text scales with the card so the 6x11 guide reads like the others; the labels inside the
  // 37.5 px bands stay small enough to fit them.
  const s = Math.min(W / 1875, H / 1275);
  const band = 22;
  const mid = W / 2;
  const left = SAFE + 40 * s;

  // Left half: what this is, the three lines, and what the halves are for.
  const title = [
    text(left, SAFE + 100 * s, 52 * s, `${size} postcard print guide`, { weight: 'bold' }),
    text(left, SAFE + 160 * s, 36 * s, `Image: exactly ${W} × ${H} px`),
    text(left, SAFE + 208 * s, 28 * s, `PNG or JPG · ${DPI} dpi · the whole image is the bleed area`, {
      fill: COLORS.muted,
    }),
  ];
  const legendY = SAFE + 310 * s;
  const row = 70 * s;
  const sw = 56 * s;
  const legend = [
    `<rect x="${left}" y="${legendY - sw * 0.75}" width="${sw}" height="${sw * 0.8}" fill="${COLORS.bleed}" stroke="${COLORS.bleedText}" stroke-width="2"/>`,
    text(left + sw + 20 * s, legendY, 32 * s, 'Bleed: 0.125 in (37.5 px), cut off', {
      fill: COLORS.bleedText,
      weight: 'bold',
    }),
    `<line x1="${left}" y1="${legendY + row - 12 * s}" x2="${left + sw}" y2="${legendY + row - 12 * s}" stroke="${COLORS.trim}" stroke-width="5"/>`,
    text(left + sw + 20 * s, legendY + row, 32 * s, 'Trim: where the card is cut', {
      fill: COLORS.trim,
      weight: 'bold',
    }),
    `<line x1="${left}" y1="${legendY + 2 * row - 12 * s}" x2="${left + sw}" y2="${legendY + 2 * row - 12 * s}" stroke="${COLORS.safe}" stroke-width="5" stroke-dasharray="14 8"/>`,
    text(left + sw + 20 * s, legendY + 2 * row, 32 * s, 'Safe area: keep text and logos inside', {
      fill: COLORS.safe,
      weight: 'bold',
    }),
    text(left + sw + 20 * s, legendY + 2 * row + 42 * s, 26 * s, '0.125 in inside the trim (75 px from the edge)', {
      fill: COLORS.muted,
    }),
  ];
  const notes = [
    text(left, H - SAFE - 110 * s, 28 * s, 'Front: fill the whole image; extend the background', {
      fill: COLORS.muted,
    }),
    text(left, H - SAFE - 72 * s, 28 * s, 'to the outer edge, keep key content in the safe area.', {
      fill: COLORS.muted,
    }),
    text(left, H - SAFE - 28 * s, 28 * s, 'Back: the handwritten message prints on this half.', { fill: COLORS.muted }),
  ];

  // Right half of the back: printed over by postage, address and QR code, so keep it plain.
  // The boxes mirror lib/templates/back-layout.ts, which places them on the proof.
  const zx = mid;
  const zy = SAFE;
  const zw = W - SAFE - mid;
  const zh = H - 2 * SAFE;
  const right = Math.round(W * 0.55);
  const stamp = { x: W - SAFE - 300, y: SAFE, w: 300, h: 220 };
  const addr = { x: right, y: Math.round(H * 0.4), w: W - SAFE - right, h: Math.round(H * 0.28) };
  const qr = Math.round(H * 0.2);
  const box = (b, label, extra = '') =>
    `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="#ffffff" stroke="${COLORS.back}" stroke-width="4" ${extra}/>` +
    text(b.x + b.w / 2, b.y + b.h / 2 + 12 * s, 34 * s, label, { fill: COLORS.back, weight: 'bold', anchor: 'middle' });
  const backZone = [
    `<rect x="${zx}" y="${zy}" width="${zw}" height="${zh}" fill="url(#hatch)" stroke="${COLORS.back}" stroke-width="4"/>`,
    `<rect x="${zx + 24 * s}" y="${zy + 24 * s}" width="${stamp.x - zx - 48 * s}" height="${150 * s}" fill="#ffffff" opacity="0.92"/>`,
    text(zx + 44 * s, zy + 84 * s, 38 * s, 'BACK ONLY: keep clear', { fill: COLORS.back, weight: 'bold' }),
    text(zx + 44 * s, zy + 136 * s, 28 * s, 'for postage, address and QR code', { fill: COLORS.back }),
    box(stamp, 'Postage', 'stroke-dasharray="12 8"'),
    `<rect x="${addr.x}" y="${addr.y}" width="${addr.w}" height="${addr.h}" fill="#ffffff" stroke="${COLORS.back}" stroke-width="4"/>`,
    text(addr.x + 30 * s, addr.y + 70 * s, 34 * s, 'Recipient Name', { fill: COLORS.back, weight: 'bold' }),
    text(addr.x + 30 * s, addr.y + 120 * s, 34 * s, '123 Street Name', { fill: COLORS.back }),
    text(addr.x + 30 * s, addr.y + 170 * s, 34 * s, 'City, ST 12345', { fill: COLORS.back }),
    box({ x: right, y: H - SAFE - qr, w: qr, h: qr }, 'QR code'),
  ];

  // Labels in the bands themselves: the outer band is bleed, the next one lies between the
  // trim line and the safe line.
  const y1 = BLEED / 2 + band * 0.36;
  const y2 = BLEED + (SAFE - BLEED) / 2 + band * 0.36;
  const lineLabels = [
    text(mid / 2, y1, band, 'BLEED (cut off)', { fill: COLORS.bleedText, weight: 'bold', anchor: 'middle' }),
    text(mid / 2, H - BLEED / 2 + band * 0.36, band, 'BLEED (cut off)', {
      fill: COLORS.bleedText,
      weight: 'bold',
      anchor: 'middle',
    }),
    text(mid / 2 - 20, y2, band, '▲ TRIM LINE', { fill: COLORS.trim, weight: 'bold', anchor: 'end' }),
    text(mid / 2 + 20, y2, band, '▼ SAFE AREA', { fill: COLORS.safe, weight: 'bold', anchor: 'start' }),
  ];

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <pattern id="hatch" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="28" height="28" fill="#eff6ff"/>
      <line x1="0" y1="0" x2="0" y2="28" stroke="#bfdbfe" stroke-width="10"/>
    </pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="${COLORS.bleed}"/>
  <rect x="${BLEED}" y="${BLEED}" width="${W - 2 * BLEED}" height="${H - 2 * BLEED}" fill="#ffffff"/>
  ${backZone.join('\n  ')}
  <rect x="${BLEED}" y="${BLEED}" width="${W - 2 * BLEED}" height="${H - 2 * BLEED}" fill="none" stroke="${COLORS.trim}" stroke-width="4"/>
  <rect x="${SAFE}" y="${SAFE}" width="${W - 2 * SAFE}" height="${H - 2 * SAFE}" fill="none" stroke="${COLORS.safe}" stroke-width="4" stroke-dasharray="24 14"/>
  ${lineLabels.join('\n  ')}
  ${title.join('\n  ')}
  ${legend.join('\n  ')}
  ${notes.join('\n  ')}
</svg>`;
}

const outDir = path.resolve(import.meta.dirname, '..', 'public', 'guides');
await mkdir(outDir, { recursive: true });
for (const [size, dims] of Object.entries(SIZES)) {
  const file = path.join(outDir, `${size}.png`);
  // A few flat colours: a small palette keeps each file well under 300 KB.
  const info = await sharp(Buffer.from(guide(size, dims)))
    .png({ palette: true, colours: 48, compressionLevel: 9, effort: 10 })
    .toFile(file);
  if (info.width !== dims.width || info.height !== dims.height) {
    throw new Error(`${file} is ${info.width}x${info.height}, expected ${dims.width}x${dims.height}`);
  }
  console.log(
    `${path.relative(process.cwd(), file)}: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`,
  );
}
