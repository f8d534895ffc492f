import { z } from 'zod';
import { POSTCARD_SIZES, type PostcardSize } from '@/lib/db/postcard-sizes';
import { dollarAmountField } from './dollar-amount';

/**
 * What the admin types on /pricing (spec section 5: costs are numbers >= 0, step 0.01), shared by
 * the forms and the server actions. Client-safe: no database imports.
 */

/** No price on /pricing may exceed this: a typo such as 125 for 1.25 is caught well before it. */
export const MAX_PRICE_CENTS = 100_000;

export const PLAN_NAME_MAX = 60;
export const PLAN_DESCRIPTION_MAX = 500;
export const EXTERNAL_ID_MAX = 255;

/** The messages of one price field; `label` names the field, `example` is a typical amount. */
export function priceMessages(label: string, example: string) {
  return {
    required: `Enter the ${label}`,
    notAnAmount: `Enter the ${label} in dollars, such as ${example}`,
    negative: `The ${label} cannot be negative`,
    decimals: `The ${label} can have at most two decimals`,
    tooLarge: `The ${label} can be at most $1,000.00`,
  };
}

export const PLAN_MESSAGES = {
  nameRequired: 'Plan name is required',
  nameTooLong: `Plan name can be at most ${PLAN_NAME_MAX} characters`,
  descriptionTooLong: `Description can be at most ${PLAN_DESCRIPTION_MAX} characters`,
  externalIdSpaces: (label: string) => `${label} cannot contain spaces`,
  externalIdTooLong: (label: string) => `${label} can be at most ${EXTERNAL_ID_MAX} characters`,
} as const;

/** A price in dollars → exact integer cents, at most MAX_PRICE_CENTS. */
export function priceField(label: string, example: string) {
  return dollarAmountField(priceMessages(label, example), MAX_PRICE_CENTS);
}

/** An id in the payment provider's catalogue; empty means none. */
function externalId(label: string) {
  return z
    .string()
    .trim()
    .max(EXTERNAL_ID_MAX, PLAN_MESSAGES.externalIdTooLong(label))
    .regex(/^\S*$/, PLAN_MESSAGES.externalIdSpaces(label))
    .transform((value) => (value === '' ? null : value));
}

export const SIZE_COST_LABEL: Record<PostcardSize, string> = {
  '4x6': '4x6 cost',
  '6x9': '6x9 cost',
  '6x11': '6x11 cost',
};

const costs = z.object(
  Object.fromEntries(POSTCARD_SIZES.map((size) => [size, priceField(SIZE_COST_LABEL[size], '1.25')])) as Record<
    PostcardSize,
    ReturnType<typeof priceField>
  >,
);

/** One plan's editable fields and its three per-size costs, saved together. */
export const PlanSchema = z.object({
  planId: z.uuid('Plan not found'),
  name: z.string().trim().min(1, PLAN_MESSAGES.nameRequired).max(PLAN_NAME_MAX, PLAN_MESSAGES.nameTooLong),
  description: z.string().trim().max(PLAN_DESCRIPTION_MAX, PLAN_MESSAGES.descriptionTooLong),
  stripeProductId: externalId('External product ID'),
  stripePriceId: externalId('External price ID'),
  isActive: z.boolean(),
  costs,
});
export type PlanInput = z.infer<typeof PlanSchema>;

/** The plan editor's fields, given back after a refusal so the form shows what was typed. */
export const PLAN_FORM_FIELDS = [
  'name',
  'description',
  'stripeProductId',
  'stripePriceId',
  'isActive',
  ...POSTCARD_SIZES.map((size) => `costs.${size}`),
];

/** The plan editor's fields as posted: costs named 'costs.4x6' …, Active a checkbox. */
export function planFromForm(values: Record<string, string>): z.input<typeof PlanSchema> {
  return {
    planId: values.planId ?? '',
    name: values.name ?? '',
    description: values.description ?? '',
    stripeProductId: values.stripeProductId ?? '',
    stripePriceId: values.stripePriceId ?? '',
    isActive: values.isActive === 'on',
    costs: Object.fromEntries(POSTCARD_SIZES.map((size) => [size, values[`costs.${size}`] ?? ''])) as Record<
      PostcardSize,
      string
    >,
  };
}

/** The price of one address lookup in a neighbor campaign. */
export const LookupPriceSchema = z.object({ cost: priceField('lookup price', '0.05') });
