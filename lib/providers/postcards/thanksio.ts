import { fetchWithRetry } from '@/lib/providers/retry';
import { InvalidProviderResponseError, PostcardProviderError, type PostcardsPort } from './port';

export const THANKSIO_API = 'https://api.thanks.io/api/v2';
const PREVIEW_TIMEOUT_MS = 20_000;

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** thanks.io REST API v2; the token never leaves the server. */
export function createThanksioPostcards(token: string): PostcardsPort {
  return {
    kind: 'thanksio',
    async previewHandwriting({ message, styleId, color }) {
      // The legacy preview endpoint renders just the handwriting (providers reference 1.3).
      const response = await fetchWithRetry(`${THANKSIO_API}/preview`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ message, handwriting_style: styleId, type: 'postcard', color }),
        // One budget for all attempts: the editor waits on this, and a hung call must end.
        signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
      });
      const body = await readJson(response);
      // A 2xx that is not JSON at all falls through to the invalid-response case below.
      if (!response.ok || body?.errors || body?.success === false) {
        const detail = typeof body?.message === 'string' ? body.message : `status ${response.status}`;
        throw new PostcardProviderError(`thanks.io preview failed: ${detail}`, response.status);
      }
      const image = (body?.data as { handwriting_image?: unknown } | undefined)?.handwriting_image;
      // The browser loads it as an <img>: only a web address is acceptable.
      if (typeof image !== 'string' || !/^https?:\/\//i.test(image)) {
        throw new InvalidProviderResponseError('thanks.io preview answered without data.handwriting_image');
      }
      return { imageUrl: image };
    },
  };
}
