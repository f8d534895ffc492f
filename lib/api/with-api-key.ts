import 'server-only';
import { withUserScope } from '@/lib/db/scoped';
import { isProUser } from '@/lib/plans/is-pro';
import { authenticateApiKey } from './authenticate-api-key';
import { ApiError, errorResponse } from './errors';
import { API_MESSAGES } from './messages';
import { countApiRequest, type RateLimitState } from './rate-limit';

export type ApiRequest<P> = { request: Request; userId: string; params: P };

type RouteContext<P> = { params: Promise<P> };

type Options = {
  /** Name in the server log. */
  name: string;
  /** The message of an unexpected failure (spec section 8 texts where one fits). */
  fallbackMessage?: string;
};

function withHeaders(response: Response, rate: RateLimitState | undefined): Response {
  // Answers are per key and change with every write: nothing in between may keep them.
  response.headers.set('Cache-Control', 'no-store');
  if (rate) {
    response.headers.set('X-RateLimit-Limit', String(rate.limit));
    response.headers.set('X-RateLimit-Remaining', String(rate.remaining));
    response.headers.set('X-RateLimit-Reset', String(rate.resetSeconds));
  }
  return response;
}

/**
 * Every /api/v1 handler but the OpenAPI document is built from this, in this order: the key
 * (401), the rate limit (429, counted per key even for non-Pro callers so nobody can hammer the
 * lookup), the Pro plan (403), then the handler. Whatever goes wrong answers `{ error, message }`.
 */
export function withApiKey<P = Record<never, never>>(
  options: Options,
  handler: (call: ApiRequest<P>) => Promise<Response>,
) {
  return async (request: Request, context?: RouteContext<P>): Promise<Response> => {
    let rate: RateLimitState | undefined;
    try {
      const { userId } = await authenticateApiKey(request);
      rate = await countApiRequest(userId);
      if (rate.limited) {
        throw new ApiError(429, 'rate_limited', API_MESSAGES.rateLimited(rate.limit, rate.resetSeconds), {
          headers: { 'Retry-After': String(rate.resetSeconds) },
        });
      }
      if (!(await withUserScope(userId, (tx) => isProUser(tx, userId)))) {
        throw new ApiError(403, 'pro_required', API_MESSAGES.proRequired);
      }
      const params = ((await context?.params) ?? {}) as P;
      return withHeaders(await handler({ request, userId, params }), rate);
    } catch (error) {
      return withHeaders(errorResponse(error, options.name, options.fallbackMessage), rate);
    }
  };
}
