import { z } from 'zod';
import { numericToCents } from '@/lib/money/cents';

export const MIN_TOP_UP_CENTS = 500;
export const MAX_TOP_UP_CENTS = 1_000_000;
export const TOP_UP_RANGE_MESSAGE = 'Enter an amount between $5.00 and $10,000.00';

/** An amount in dollars as typed ("25", "25.5", "25.50") → integer cents within the limits. */
export const AddFundsSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, TOP_UP_RANGE_MESSAGE)
    .transform((value) => numericToCents(value))
    .refine((cents) => cents >= MIN_TOP_UP_CENTS && cents <= MAX_TOP_UP_CENTS, TOP_UP_RANGE_MESSAGE),
  returnPath: z.string().optional(),
});
