import { z } from 'zod';
import { address2Problem } from './address-line-2';

/**
 * Line 2 as a form or API field: optional, checked by the one rule (address-line-2.ts) with its
 * own message beside the field. The value stays as typed; the server stores it cleaned.
 */
export const Address2Schema = z
  .string()
  .superRefine((text, ctx) => {
    const problem = address2Problem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .optional();
