import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Font } from 'opentype.js';
import { isHandwritingStyleId, type HandwritingStyleId } from './styles';

export {
  DEFAULT_HANDWRITING_COLOR,
  DEFAULT_HANDWRITING_STYLE_ID,
  HANDWRITING_STYLES,
  type HandwritingStyleId,
} from './styles';

/**
 * Our local stand-ins for thanks.io's handwriting styles, used by the sandbox preview and any
 * server-side rendering. Open-licence handwriting fonts from @fontsource, one per style id.
 */
const FONTS: Record<HandwritingStyleId, { family: string; weight: number }> = {
  1: { family: 'homemade-apple', weight: 400 },
  2: { family: 'permanent-marker', weight: 400 },
  3: { family: 'kalam', weight: 700 },
  4: { family: 'la-belle-aurore', weight: 400 },
  5: { family: 'patrick-hand', weight: 400 },
  6: { family: 'architects-daughter', weight: 400 },
  7: { family: 'indie-flower', weight: 400 },
  8: { family: 'reenie-beanie', weight: 400 },
  9: { family: 'nothing-you-could-do', weight: 400 },
  10: { family: 'caveat', weight: 400 },
  11: { family: 'shadows-into-light', weight: 400 },
  12: { family: 'covered-by-your-grace', weight: 400 },
};

/**
 * Built from the working directory rather than require.resolve: Next.js bundling rewrites
 * module resolution and cannot resolve font files, while the server always runs from the
 * project root (and so do the tests).
 */
export function handwritingFontPath(styleId: HandwritingStyleId): string {
  const { family, weight } = FONTS[styleId];
  return path.join(
    process.cwd(),
    'node_modules',
    '@fontsource',
    family,
    'files',
    `${family}-latin-${weight}-normal.woff`,
  );
}

const cache = new Map<HandwritingStyleId, Font>();

/** The parsed font of a style; each file is read and parsed once per process. */
export function loadHandwritingFont(styleId: number): Font {
  if (!isHandwritingStyleId(styleId)) throw new Error(`Unknown handwriting style: ${styleId}`);
  let font = cache.get(styleId);
  if (!font) {
    const file = readFileSync(handwritingFontPath(styleId));
    // opentype.js wants an ArrayBuffer of exactly the file (a Buffer may share a larger pool).
    font = parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    cache.set(styleId, font);
  }
  return font;
}
