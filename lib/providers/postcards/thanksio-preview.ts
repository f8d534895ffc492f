import { fetchWithRetry } from '@/lib/providers/retry';
import { InvalidProviderResponseError, PostcardProviderError } from './port';
import { readJson, THANKSIO_API } from './thanksio-http';

const PREVIEW_TIMEOUT_MS = 20_000;

/**
 * A recipient for the preview to be addressed to: the send schema asks for an audience, and a
 * preview places no order. It is the recipient of thanks.io's own preview example.
 */
const SAMPLE_RECIPIENT = {
  name: 'Current Resident',
  address: '123 Main Street',
  city: 'Fake City',
  province: 'NY',
  postal_code: '55555',
  country: 'US',
};

/**
 * The handwriting as thanks.io renders it, through the documented preview: `preview: true` on
 * `POST /send/postcard` places no order and answers `data.previews`, the front and then the back,
 * where the handwriting is. The older `POST /preview` is not in thanks.io's OpenAPI document
 * (docs/decisions/022-provider-contracts.md).
 */
export async function previewThanksioHandwriting(
  headers: Record<string, string>,
  { message, styleId, color }: { message: string; styleId: number; color: string },
): Promise<{ imageUrl: string }> {
  const response = await fetchWithRetry(`${THANKSIO_API}/send/postcard`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      preview: true,
      size: '4x6',
      message,
      handwriting_style: styleId,
      handwriting_color: color,
      recipients: [SAMPLE_RECIPIENT],
    }),
    // One budget for all attempts: the editor waits on this, and a hung call must end.
    signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
  });
  const body = await readJson(response);
  // A 2xx that is not JSON at all falls through to the invalid-response case below.
  if (!response.ok || body?.errors || body?.success === false) {
    const detail = typeof body?.message === 'string' ? body.message : `status ${response.status}`;
    throw new PostcardProviderError(`thanks.io preview failed: ${detail}`, response.status);
  }
  const previews = (body?.data as { previews?: unknown } | undefined)?.previews;
  const back: unknown = Array.isArray(previews) ? previews[previews.length - 1] : undefined;
  // The browser loads it as an <img>: only a web address is acceptable.
  if (typeof back !== 'string' || !/^https?:\/\//i.test(back)) {
    throw new InvalidProviderResponseError('thanks.io preview answered without data.previews');
  }
  return { imageUrl: back };
}
