import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserFacingError } from '@/lib/errors';
import { ApiError, errorResponse, validationError } from './errors';

afterEach(() => vi.restoreAllMocks());

describe('API errors: one shape', () => {
  it('answers an ApiError with its status, code, message and headers', async () => {
    const response = errorResponse(
      new ApiError(429, 'rate_limited', 'Slow down', { headers: { 'Retry-After': '12' } }),
      'test',
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('12');
    expect(await response.json()).toEqual({ error: 'rate_limited', message: 'Slow down' });
  });

  it('turns a zod error into 422 naming every field, in fields and in the message', async () => {
    const schema = z.object({ a: z.string('a is required'), b: z.object({ c: z.number('c must be a number') }) });
    const parsed = schema.safeParse({ b: { c: 'x' } });
    const response = errorResponse(parsed.error, 'test');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'validation_error',
      message: 'The request is not valid. a: a is required; b.c: c must be a number',
      fields: { a: 'a is required', 'b.c': 'c must be a number' },
    });
  });

  it('keeps the first problem of a field', () => {
    const error = validationError({ zip: 'ZIP is required' });
    expect(error.options.fields).toEqual({ zip: 'ZIP is required' });
  });

  it('answers a user-facing domain error as 422 with its message', async () => {
    const response = errorResponse(new UserFacingError('Campaign not found'), 'test');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'unprocessable', message: 'Campaign not found' });
  });

  it('hides an unexpected failure behind the fallback message, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = errorResponse(new Error('connection reset'), 'test', 'Failed to load orders');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'server_error', message: 'Failed to load orders' });
    expect(log).toHaveBeenCalledOnce();
  });
});
