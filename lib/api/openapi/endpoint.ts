import type { z } from 'zod';

/**
 * Every endpoint of /api/v1, once: the OpenAPI document and the /developers page are both built
 * from this list and from the same zod schemas the handlers parse with, so neither can drift
 * from what the API does.
 */
export type Endpoint = {
  method: 'get' | 'post' | 'delete';
  /** Below the /api/v1 base, OpenAPI style: /orders/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: 'Orders' | 'Sends' | 'Account' | 'Campaigns' | 'Lists' | 'Templates' | 'Hooks' | 'Documentation';
  pathParams?: { name: string; description: string; schema?: z.ZodType }[];
  query?: z.ZodObject;
  body?: { component: string; schema: z.ZodType; example: Record<string, unknown> };
  success: { status: number; description: string; component?: string; schema?: z.ZodType };
  /** Error statuses beyond those of every call (401, 403, 429, 500). */
  errors: number[];
  /** Query string of the curl example, without '?'. */
  exampleQuery?: string;
  /** Needs no key (the OpenAPI document itself). */
  public?: boolean;
};
