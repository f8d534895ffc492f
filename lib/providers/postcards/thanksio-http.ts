import { fetchWithRetry, HttpError } from '@/lib/providers/retry';
import { PostcardProviderError } from './port';

export const THANKSIO_API = 'https://api.thanks.io/api/v2';

export type JsonObject = Record<string, unknown>;

export function thanksioHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' };
}

/** The answer's JSON object, or null when it is not one (an HTML error page, an empty body). */
export async function readJson(response: Response): Promise<JsonObject | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as JsonObject) : null;
  } catch {
    return null;
  }
}

/** Laravel's 422 body: `{ message, errors: { field: [text, …] } }`; the first text, if any. */
function firstFieldError(body: JsonObject | null): string | null {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return null;
  for (const texts of Object.values(errors)) {
    const first = Array.isArray(texts) ? texts[0] : texts;
    if (typeof first === 'string' && first.trim()) return first.trim();
  }
  return null;
}

/** What a thanks.io error answer means, worded for the customer (providers reference 1.7). */
export function describeFailure(status: number, body: JsonObject | null): string {
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  if (status === 401) return 'thanks.io rejected the API token (401 Unauthenticated).';
  if (status === 402) return 'thanks.io API access is disabled after failed payments (402).';
  if (status === 429) return 'thanks.io rate limit reached (429).';
  if (status >= 500) return `thanks.io is unavailable (${status}).`;
  if (status === 422) {
    const fieldError = firstFieldError(body);
    // Newer Laravel already repeats the first field error in `message`; say it once.
    const parts = [message, fieldError && !message.includes(fieldError) ? fieldError : ''].filter(Boolean);
    return parts.length
      ? `thanks.io rejected the request (422): ${parts.join(' ')}`
      : 'thanks.io rejected the request (422).';
  }
  return message
    ? `thanks.io refused the request (${status}): ${message}`
    : `thanks.io refused the request (${status}).`;
}

/** Connection errors that mean the request never left this machine. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/**
 * No answer at all: deliberately without a status, so `isTransient` calls it worth a retry.
 * Unless the connection was refused outright, thanks.io may have received the request.
 */
function unreachable(error: unknown, timeoutMs: number): PostcardProviderError {
  const name = (error as Error | undefined)?.name;
  const code = (error as { cause?: { code?: string } } | undefined)?.cause?.code ?? '';
  return name === 'TimeoutError' || name === 'AbortError'
    ? new PostcardProviderError(`thanks.io did not answer within ${timeoutMs / 1000} s.`, undefined, true)
    : new PostcardProviderError('thanks.io could not be reached.', undefined, !NEVER_SENT.has(code));
}

/**
 * Exactly one HTTP request, for calls that place an order or buy data: thanks.io has no
 * idempotency key, so repeating one could mail or charge twice.
 */
export async function requestOnce(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw unreachable(error, timeoutMs);
  }
}

/** A read that changes nothing at thanks.io, so the shared retry policy may repeat it. */
export async function requestWithRetry(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    // One budget for all attempts: a hung provider must not hold the caller forever.
    return await fetchWithRetry(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof HttpError && typeof error.status === 'number') {
      throw new PostcardProviderError(describeFailure(error.status, null), error.status);
    }
    throw unreachable(error, timeoutMs);
  }
}

/** Throws the readable PostcardProviderError for a non-2xx answer. */
export function assertOk(response: Response, body: JsonObject | null): void {
  if (!response.ok) throw new PostcardProviderError(describeFailure(response.status, body), response.status);
}
