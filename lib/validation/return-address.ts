import { z } from 'zod';
import { hasUnprintableCharacters } from './printable-text';
import { RETURN_ADDRESS_LIMITS, RETURN_ADDRESS_MESSAGES } from './return-address-messages';

// The texts and sizes live apart from the schema, so the form can show them without loading zod.
export { RETURN_ADDRESS_LIMITS, RETURN_ADDRESS_MESSAGES };

const LABELS = { name: 'Name', line1: 'Address line 1', line2: 'Address line 2', city: 'City' } as const;
export const tooLongMessage = (field: keyof typeof LABELS) =>
  `${LABELS[field]} can be at most ${RETURN_ADDRESS_LIMITS[field]} characters`;

/** USPS codes: the 50 states, DC, the territories and the military "states" (APO/FPO). */
const US_STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA ' +
    'RI SC SD TN TX UT VT VA WA WV WI WY DC PR VI GU AS MP AA AE AP'
  ).split(' '),
);

const REQUIRED = ['name', 'line1', 'city', 'state', 'zip'] as const;

// Every field is trimmed text; the rules run together below so that an empty required field
// is reported first, whatever else is wrong (the spec's one message for all of them).
const text = z.string().trim().max(500);

export const ReturnAddressSchema = z
  .object({
    name: text,
    line1: text,
    line2: text.default(''),
    city: text,
    state: text.transform((s) => s.toUpperCase()),
    zip: text,
  })
  .superRefine((address, ctx) => {
    const missing = REQUIRED.filter((field) => address[field] === '');
    if (missing.length) {
      for (const field of missing)
        ctx.addIssue({ code: 'custom', path: [field], message: RETURN_ADDRESS_MESSAGES.required });
      return;
    }
    for (const field of ['name', 'line1', 'line2', 'city'] as const) {
      if (address[field].length > RETURN_ADDRESS_LIMITS[field]) {
        ctx.addIssue({ code: 'custom', path: [field], message: tooLongMessage(field) });
      } else if (hasUnprintableCharacters(address[field])) {
        const message =
          field === 'name' ? RETURN_ADDRESS_MESSAGES.nameUnprintable : RETURN_ADDRESS_MESSAGES.addressUnprintable;
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    }
    if (!US_STATE_CODES.has(address.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: RETURN_ADDRESS_MESSAGES.state });
    }
    if (!/^\d{5}$/.test(address.zip))
      ctx.addIssue({ code: 'custom', path: ['zip'], message: RETURN_ADDRESS_MESSAGES.zip });
  });

export type ReturnAddressInput = z.input<typeof ReturnAddressSchema>;
/** A saved return address: trimmed, state upper-case, line 2 '' when there is none. */
export type ReturnAddress = z.output<typeof ReturnAddressSchema>;

export const EMPTY_RETURN_ADDRESS: ReturnAddress = { name: '', line1: '', line2: '', city: '', state: '', zip: '' };

/** What a form shows for a refused input: the first message, and every field to mark invalid. */
export function returnAddressProblems(error: z.ZodError): { message: string; fields: string[] } {
  return {
    message: error.issues[0]?.message ?? RETURN_ADDRESS_MESSAGES.required,
    fields: [...new Set(error.issues.map((issue) => String(issue.path[0])))],
  };
}

// The address lookup on line 1, checked as the shared address actions check theirs: session
// tokens as Google's Places API (New) takes them, place ids that stay one URL path segment.
const sessionToken = z.string().regex(/^[A-Za-z0-9_-]{1,36}$/, RETURN_ADDRESS_MESSAGES.lookupUnavailable);
export const SuggestReturnAddressSchema = z.object({ query: z.string().max(200), sessionToken });
export const ResolveReturnAddressSchema = z.object({
  placeId: z.string().regex(/^[A-Za-z0-9_-]{1,1024}$/, RETURN_ADDRESS_MESSAGES.validateFailed),
  sessionToken,
});
