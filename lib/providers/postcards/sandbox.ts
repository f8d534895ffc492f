import { renderHandwritingPng } from '@/lib/handwriting/render';
import type { PostcardsPort } from './port';

/** Renders handwriting with the bundled open-licence fonts, one per style, offline. */
export const sandboxPostcards: PostcardsPort = {
  kind: 'sandbox',
  async previewHandwriting({ message, styleId, color }) {
    const png = await renderHandwritingPng({ message, styleId, color, width: 1200, height: 800 });
    return { imageUrl: `data:image/png;base64,${png.toString('base64')}` };
  },
};
