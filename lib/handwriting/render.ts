import type { Font } from 'opentype.js';
import { seededRandom } from '@/lib/random/seeded-random';
import { escapeXml } from '@/lib/security/escape-xml';
import { loadSharp } from '@/lib/templates/load-sharp';
import { loadHandwritingFont } from './fonts';

export type HandwritingLayoutInput = {
  message: string;
  styleId: number;
  /** '#rrggbb' or '#rgb'. */
  color: string;
  /** Pixel size of the whole image; the text keeps a margin of `padding` inside it. */
  width: number;
  height: number;
  /** Default: height / 8. */
  maxFontSize?: number;
  /** Default: the larger of 8 and height / 40. */
  minFontSize?: number;
  /** Default: 5% of the shorter side, room for swashes and the slight tilt of each line. */
  padding?: number;
};

export type HandwritingLayout = {
  svg: string;
  fontSize: number;
  lines: number;
  /** True when even `minFontSize` does not fit: the lines past the bottom are cut off. */
  overflow: boolean;
};

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const SHRINK = 0.92; // each try is 8% smaller: few tries, no visible jump between sizes
const round = (n: number) => Math.round(n * 100) / 100;

/** FNV-1a: the same text always gives the same seed, so the "natural" wobble is repeatable. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Values in [-1, 1) from a seeded PRNG. */
function jitter(seed: number) {
  const random = seededRandom(seed);
  return () => random() * 2 - 1;
}

/**
 * How far a word's first glyph reaches left of its pen position, at size 1: script capitals
 * (Homemade Apple's S and I) swash back into the previous word unless we make room.
 */
function overhang(font: Font, word: string): number {
  const first = Array.from(word)[0];
  const x1 = first ? font.charToGlyph(first).getBoundingBox().x1 : 0;
  return Number.isFinite(x1) ? Math.max(0, -x1 / font.unitsPerEm) : 0;
}

/** A word's width at size 1, its swash included; widths scale linearly with the size. */
const wordWidth = (font: Font, word: string) => font.getAdvanceWidth(word, 1) + overhang(font, word);

/** Line breaks at a font size of 1, so trying a smaller size needs no new measuring. */
function wrap(font: Font, message: string, maxWidth: number): string[][] {
  const unit = (text: string) => wordWidth(font, text);
  const space = unit(' ');
  const lines: string[][] = [];
  for (const paragraph of message.split(/\r\n|\r|\n/)) {
    let line: string[] = [];
    let used = 0;
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      for (const piece of breakWord(word, unit, maxWidth)) {
        const width = unit(piece);
        if (line.length && used + space + width > maxWidth) {
          lines.push(line);
          line = [];
          used = 0;
        }
        used += (line.length ? space : 0) + width;
        line.push(piece);
      }
    }
    lines.push(line); // an empty paragraph is a blank line, as the writer typed it
  }
  return lines;
}

/** A word wider than the line is split between characters rather than run off the card. */
function breakWord(word: string, unit: (t: string) => number, maxWidth: number): string[] {
  if (unit(word) <= maxWidth) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of Array.from(word)) {
    if (piece && unit(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

function metrics(font: Font, fontSize: number) {
  const em = font.unitsPerEm;
  // Some script fonts declare very tall ascenders; clamping keeps their lines from drifting apart.
  const ascent = Math.min(font.ascender / em, 1) * fontSize;
  const descent = Math.min(-font.descender / em, 0.5) * fontSize;
  const lineHeight = Math.min(Math.max((font.ascender - font.descender) / em, 1.15), 1.6) * fontSize;
  return { ascent, descent, lineHeight };
}

export function layoutHandwriting(input: HandwritingLayoutInput): HandwritingLayout {
  const { message, styleId, color, width, height } = input;
  if (!HEX_COLOR.test(color)) throw new Error(`Invalid handwriting color: ${color}`);
  if (!(width > 0 && height > 0)) throw new Error('Handwriting area must have a positive size');
  const font = loadHandwritingFont(styleId);
  const padding = input.padding ?? Math.round(Math.min(width, height) * 0.05);
  const maxFontSize = input.maxFontSize ?? height / 8;
  const minFontSize = Math.min(input.minFontSize ?? Math.max(8, height / 40), maxFontSize);
  // A little slack for the random word spacing below.
  const textWidth = (width - 2 * padding) * 0.97;
  const textHeight = height - 2 * padding;
  if (textWidth <= 0 || textHeight <= 0) throw new Error('Handwriting padding leaves no room');

  let fontSize = maxFontSize;
  for (;;) {
    const lines = wrap(font, message.trim(), textWidth / fontSize);
    const m = metrics(font, fontSize);
    const needed = m.ascent + (lines.length - 1) * m.lineHeight + m.descent;
    const fits = needed <= textHeight;
    if (fits || fontSize <= minFontSize) {
      const svg = draw(font, lines, { ...input, padding, fontSize, ...m });
      return { svg, fontSize: round(fontSize), lines: lines.length, overflow: !fits };
    }
    fontSize = Math.max(fontSize * SHRINK, minFontSize);
  }
}

type DrawOptions = HandwritingLayoutInput & {
  padding: number;
  fontSize: number;
  ascent: number;
  lineHeight: number;
};

/**
 * SVG path data of a glyph run, written here rather than by opentype.js's toPathData, whose
 * rounding turns some coordinates into "NaN" — and a NaN ends rasterising the rest of the path
 * (whole words vanished). A non-finite coordinate is dropped with its command.
 */
function pathData(path: ReturnType<Font['getPath']>): string {
  const n = (v: number) => (Math.round(v * 100) / 100).toString();
  let d = '';
  for (const cmd of path.commands) {
    const values =
      cmd.type === 'M' || cmd.type === 'L'
        ? [cmd.x, cmd.y]
        : cmd.type === 'Q'
          ? [cmd.x1, cmd.y1, cmd.x, cmd.y]
          : cmd.type === 'C'
            ? [cmd.x1, cmd.y1, cmd.x2, cmd.y2, cmd.x, cmd.y]
            : [];
    if (!values.every(Number.isFinite)) continue;
    d += cmd.type + values.map(n).join(' ');
  }
  return d;
}

function draw(font: Font, lines: string[][], o: DrawOptions): string {
  const seed = hash(`${o.styleId}\n${o.message}`);
  const space = font.getAdvanceWidth(' ', o.fontSize);
  const paths: string[] = [];
  lines.forEach((words, i) => {
    // One stream per line: a line's wobble does not depend on the lines before it.
    const lineRandom = jitter((seed + Math.imul(i + 1, 0x9e3779b9)) | 0);
    const baseline = o.padding + o.ascent + i * o.lineHeight + lineRandom() * 0.04 * o.fontSize;
    if (!words.length || baseline - o.ascent > o.height) return;
    let x = o.padding + Math.abs(lineRandom()) * 0.08 * o.fontSize;
    const startX = x;
    let d = '';
    for (const word of words) {
      const y = baseline + lineRandom() * 0.025 * o.fontSize;
      const pen = x + overhang(font, word) * o.fontSize;
      d += pathData(font.getPath(word, round(pen), round(y), o.fontSize));
      x += wordWidth(font, word) * o.fontSize + space * (1 + lineRandom() * 0.15);
    }
    const tilt = round(lineRandom() * 0.6); // degrees: a hand never writes perfectly level
    paths.push(`<path transform="rotate(${tilt} ${round(startX)} ${round(baseline)})" d="${d}"/>`);
  });
  const { width: w, height: h } = o;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<g fill="${escapeXml(o.color)}">${paths.join('')}</g></svg>`
  );
}

/** The same layout as a transparent PNG of width × height pixels. */
export async function renderHandwritingPng(input: HandwritingLayoutInput): Promise<Buffer> {
  const { svg } = layoutHandwriting(input);
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
