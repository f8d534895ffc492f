import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutHandwriting, renderHandwritingPng } from './render';
import { HANDWRITING_STYLES } from './styles';

const MESSAGE = 'Hi Recipient Name,\nThanks for being a wonderful neighbor. Drop by on Saturday for coffee!\n— Dave';
const base = { message: MESSAGE, styleId: 5, color: '#1e3a8a', width: 1200, height: 800 };

describe('handwriting layout', () => {
  it('writes every glyph with finite coordinates, in every style and size', () => {
    for (const { id } of HANDWRITING_STYLES) {
      for (const height of [300, 800, 1275]) {
        const { svg } = layoutHandwriting({ ...base, styleId: id, height });
        expect(svg, `style ${id} at height ${height}`).not.toMatch(/NaN|Infinity/);
      }
    }
  });

  it('keeps explicit line breaks and wraps long lines', () => {
    const layout = layoutHandwriting(base);
    expect(layout.lines).toBeGreaterThanOrEqual(4);
    expect(layout.overflow).toBe(false);
    expect(layout.svg).toContain('fill="#1e3a8a"');
  });

  it('keeps blank lines and breaks a word wider than the line', () => {
    expect(layoutHandwriting({ ...base, message: 'One\n\nThree' }).lines).toBe(3);
    const narrow = layoutHandwriting({ ...base, width: 300, message: 'https://example.com/'.repeat(3) });
    expect(narrow.lines).toBeGreaterThan(1);
  });

  it('shrinks the text to fit, and says when even the smallest size overflows', () => {
    const short = layoutHandwriting({ ...base, message: 'Hi!' });
    const long = layoutHandwriting({ ...base, message: MESSAGE.repeat(4) });
    expect(long.fontSize).toBeLessThan(short.fontSize);
    expect(long.overflow).toBe(false);
    expect(layoutHandwriting({ ...base, message: MESSAGE.repeat(60) }).overflow).toBe(true);
  });

  it('is deterministic, and each style looks different', () => {
    expect(layoutHandwriting(base).svg).toBe(layoutHandwriting(base).svg);
    const styles = new Set(HANDWRITING_STYLES.map(({ id }) => layoutHandwriting({ ...base, styleId: id }).svg));
    expect(styles.size).toBe(12);
  });

  it('refuses a colour that is not hex', () => {
    expect(() => layoutHandwriting({ ...base, color: 'blue' })).toThrow('Invalid handwriting color: blue');
    expect(layoutHandwriting({ ...base, color: '#c0f' }).svg).toContain('fill="#c0f"');
  });

  it('rasterises to a PNG of the asked size', async () => {
    const meta = await sharp(await renderHandwritingPng(base)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 800 });
  });
});
