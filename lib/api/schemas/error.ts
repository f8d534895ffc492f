import { z } from 'zod';

/** The body of every error the API answers (lib/api/errors.ts). */
export const ApiErrorSchema = z.object({
  error: z
    .string()
    .describe('A stable code for programs: unauthorized, pro_required, rate_limited, validation_error, …'),
  message: z.string().describe('A sentence for people, safe to show as it is.'),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('Only on validation_error (422): each field that failed and its first problem.'),
});
