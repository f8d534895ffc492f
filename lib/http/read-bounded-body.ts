/** Bodies we read are capped: a route never holds more than its cap of one request in memory. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Provider webhooks are small (Stripe events, thanks.io status updates, Twilio's voice form). */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Request body is larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The request body, refused before reading when its declared Content-Length is over `maxBytes`,
 * and otherwise counted while it streams in: reading stops (and the stream is cancelled) at the
 * first byte over the cap, so a client that lies about or omits the length costs at most the cap.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** The body as UTF-8 text, under the same cap. */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string> {
  return (await readBoundedBody(request, maxBytes)).toString('utf8');
}

/**
 * The body as form data (multipart or urlencoded, as its Content-Type says), under the cap.
 * Parsed from the bytes already read, so the platform's parser never reads the stream itself.
 */
export async function readBoundedForm(request: Request, maxBytes: number): Promise<FormData> {
  const bytes = await readBoundedBody(request, maxBytes);
  return new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length), {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }).formData();
}
