import 'server-only';
import type { PathCommand } from 'opentype.js';
import { loadHandwritingFont } from './fonts';
import { isHandwritingStyleId, type HandwritingStyleId } from './styles';

/** The words each style's sample writes: short enough to read at a glance beside the name. */
export const STYLE_SAMPLE_TEXT = 'Thanks, Jane!';

const FONT_SIZE = 48;
const MARGIN = 4;
const samples = new Map<HandwritingStyleId, string>();

/**
 * The outline as SVG path data, every number apart and to a tenth of a pixel. (opentype.js's own
 * toPathData runs numbers together at some precisions, "Q13 0" coming out as "Q130".)
 */
function pathData(commands: PathCommand[]): string {
  const n = (value: number) => String(Math.round(value * 10) / 10);
  return commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n(c.x)} ${n(c.y)}`;
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return 'Z';
    })
    .join('');
}

/**
 * A handwriting style's look, as an SVG of one line of its font (the same font the sandbox
 * preview writes with), so the editor can show it beside the style's name (issue 36). Drawn once
 * per style and process: paths only, no text, no script, no external reference.
 */
export function styleSampleSvg(styleId: number): string | null {
  if (!isHandwritingStyleId(styleId)) return null;
  let svg = samples.get(styleId);
  if (!svg) {
    const path = loadHandwritingFont(styleId).getPath(STYLE_SAMPLE_TEXT, 0, 0, FONT_SIZE);
    const box = path.getBoundingBox();
    const x = Math.floor(box.x1) - MARGIN;
    const y = Math.floor(box.y1) - MARGIN;
    const width = Math.ceil(box.x2 - box.x1) + 2 * MARGIN;
    const height = Math.ceil(box.y2 - box.y1) + 2 * MARGIN;
    svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}" width="${width}" height="${height}">` +
      `<path fill="#1e293b" d="${pathData(path.commands)}"/></svg>`;
    samples.set(styleId, svg);
  }
  return svg;
}
