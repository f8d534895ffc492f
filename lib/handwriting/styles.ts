/**
 * The handwriting styles a template can use (spec section 3). Client-safe on purpose: the
 * template editor's select imports this file, so it must not pull in fonts or Node modules.
 * The ids are thanks.io's own classic style ids, so a template's style id goes to the provider
 * unchanged.
 */
export const HANDWRITING_STYLES = [
  { id: 1, name: 'Hi Clarice' },
  { id: 2, name: 'Practiced Sharpie' },
  { id: 3, name: 'Bold Note' },
  { id: 4, name: 'Foxy Lady' },
  { id: 5, name: 'That Dude' },
  { id: 6, name: 'Normal Print' },
  { id: 7, name: 'Shopping List' },
  { id: 8, name: 'Lazy Note' },
  { id: 9, name: 'Blurred Lines' },
  { id: 10, name: 'Birthday Card' },
  { id: 11, name: 'Scully Not Molder' },
  { id: 12, name: 'Wow! Signal' },
] as const;

export type HandwritingStyleId = (typeof HANDWRITING_STYLES)[number]['id'];

export const MIN_HANDWRITING_STYLE_ID = 1;
export const MAX_HANDWRITING_STYLE_ID = 12;
export const DEFAULT_HANDWRITING_STYLE_ID: HandwritingStyleId = 5;
export const DEFAULT_HANDWRITING_COLOR = '#000000';

export function isHandwritingStyleId(value: unknown): value is HandwritingStyleId {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_HANDWRITING_STYLE_ID &&
    value <= MAX_HANDWRITING_STYLE_ID
  );
}
