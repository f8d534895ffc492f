import { describe, expect, it } from 'vitest';
import { POSTCARD_SIZES } from '@/lib/db/postcard-sizes';
import { backLayout, type Box } from './back-layout';
import { markedAreasSvg, ZONE_NAMES, zoneLabelBox } from './render-back';

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Issue 36: a proof's zone labels never cover printed text. What is printed lies inside the
// areas (return address, postage and recipient in the address block; the QR code; the
// handwriting in the message area), so each label must lie outside all of them, on the card.
describe('the proof’s zone labels', () => {
  for (const size of POSTCARD_SIZES) {
    it(`sit on the ${size} card outside every printed area`, () => {
      const layout = backLayout(size);
      const printed = [layout.address, layout.qr, layout.message];
      for (const [zone, name] of [
        [layout.address, ZONE_NAMES.address],
        [layout.qr, ZONE_NAMES.qr],
      ] as const) {
        const label = zoneLabelBox(zone, name);
        expect(label.x).toBeGreaterThanOrEqual(0);
        expect(label.y).toBeGreaterThanOrEqual(0);
        expect(label.x + label.width).toBeLessThanOrEqual(layout.width);
        expect(printed.filter((area) => overlaps(label, area))).toEqual([]);
      }
      const labels = [zoneLabelBox(layout.address, ZONE_NAMES.address), zoneLabelBox(layout.qr, ZONE_NAMES.qr)];
      expect(overlaps(labels[0], labels[1])).toBe(false);
    });
  }

  it('are drawn where zoneLabelBox says, each name once', () => {
    const layout = backLayout('4x6');
    const svg = markedAreasSvg('4x6', { qr: true });
    const tag = zoneLabelBox(layout.address, ZONE_NAMES.address);
    expect(svg).toContain(`<rect x="${tag.x}" y="${tag.y}" width="${tag.width}" height="${tag.height}"`);
    expect(svg.match(/Recipient address and postage/g)).toHaveLength(1);
    expect(svg.match(/QR code/g)).toHaveLength(1);
    expect(markedAreasSvg('4x6', { qr: false })).not.toContain('QR code');
    // The address block's own text is not veiled: its outline has no fill.
    const { x, y, width, height } = layout.address;
    expect(svg).toContain(`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none"`);
  });
});
