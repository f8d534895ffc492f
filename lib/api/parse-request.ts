import type { z } from 'zod';
import { BodyTooLargeError, MAX_JSON_BODY_BYTES, readBoundedText } from '@/lib/http/read-bounded-body';
import { ApiError, zodValidationError } from './errors';
import { API_MESSAGES } from './messages';

/**
 * The JSON body parsed with `schema`; over 1 MB → 413 (never read past the cap), not JSON → 400,
 * not valid → 422 naming the fields.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  let text: string;
  try {
    text = await readBoundedText(request, MAX_JSON_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError(413, 'payload_too_large', API_MESSAGES.bodyTooLarge);
    throw new ApiError(400, 'invalid_json', API_MESSAGES.invalidJson);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', API_MESSAGES.invalidJson);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw zodValidationError(parsed.error);
  return parsed.data;
}

/** The query string parsed with `schema` (repeated names keep their last value). */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const query = Object.fromEntries(new URL(request.url).searchParams.entries());
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw zodValidationError(parsed.error);
  return parsed.data;
}
