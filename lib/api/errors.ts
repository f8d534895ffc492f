import { z } from 'zod';
import { UserFacingError, logError } from '@/lib/errors';
import { API_MESSAGES } from './messages';

export type ApiErrorBody = { error: string; message: string; fields?: Record<string, string> };

/**
 * The one error of the public API. Every failure answers `{ error, message }`: `error` a stable
 * code for programs, `message` a sentence for people (Zapier shows it to its user as it is).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly options: { headers?: Record<string, string>; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * 422 naming every field that failed with its first problem, in `fields` and in the message: a
 * client that only shows `message` still tells its user what to fix.
 */
export function validationError(fields: Record<string, string>): ApiError {
  const list = Object.entries(fields)
    .map(([field, problem]) => `${field}: ${problem}`)
    .join('; ');
  return new ApiError(422, 'validation_error', `${API_MESSAGES.invalidRequest}. ${list}`, { fields });
}

/** A zod failure as the API names fields: `recipient_zip`, `custom_values.code`. */
export function zodValidationError(error: z.ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues)
    fields[issue.path.length ? issue.path.map(String).join('.') : 'body'] ??= issue.message;
  return validationError(fields);
}

/** Any thrown value as the API's JSON error. Unknown failures are logged and say only `fallback`. */
export function errorResponse(error: unknown, context: string, fallback: string = API_MESSAGES.serverError): Response {
  if (error instanceof z.ZodError) error = zodValidationError(error);
  if (error instanceof ApiError) {
    const body: ApiErrorBody = { error: error.code, message: error.message };
    if (error.options.fields) body.fields = error.options.fields;
    return Response.json(body, { status: error.status, headers: error.options.headers });
  }
  // Domain code speaks to users through UserFacingError; over the API that is a request it cannot do.
  if (error instanceof UserFacingError) {
    return Response.json({ error: 'unprocessable', message: error.message } satisfies ApiErrorBody, { status: 422 });
  }
  logError(`api ${context}`, error);
  return Response.json({ error: 'server_error', message: fallback } satisfies ApiErrorBody, { status: 500 });
}
