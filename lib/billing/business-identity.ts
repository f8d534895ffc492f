import 'server-only';

/** Shown on receipts while the operator has not set its own name and address (sandbox). */
export const SAMPLE_BUSINESS = {
  name: 'Inkpost Sandbox Co.',
  address: ['100 Example Street, Suite 1', 'Springfield, IL 62701', 'United States'],
} as const;

export type BusinessIdentity = { name: string; address: string[]; sample: boolean };

/**
 * Who issues the receipts: INKPOST_BUSINESS_NAME and INKPOST_BUSINESS_ADDRESS (lines separated
 * by "\n" or " | "). Either unset (or empty): the sample identity, which receipts label as such.
 */
export function businessIdentity(environment: NodeJS.ProcessEnv = process.env): BusinessIdentity {
  const name = environment.INKPOST_BUSINESS_NAME?.trim();
  const address = (environment.INKPOST_BUSINESS_ADDRESS ?? '')
    .split(/\\n|\n|\s\|\s/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (!name || !address.length)
    return { name: SAMPLE_BUSINESS.name, address: [...SAMPLE_BUSINESS.address], sample: true };
  return { name, address, sample: false };
}
