import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import type { ValidatedAddress } from '@/lib/db/schema';
import { validateBulkRows } from '@/lib/bulk/validate-bulk-rows';
import type { ColumnMapping } from '@/lib/bulk/parse-recipients-csv';
import { ApiError } from '../errors';
import type { CreateOrderInput } from '../schemas/orders';

/** The order's fields as one bulk-send row: name, address, city, state, ZIP in that order. */
const ROW_MAPPING: ColumnMapping = { fields: { name: 0, address_1: 1, city: 2, state: 3, zip: 4 }, customValues: {} };

/**
 * The typed address checked the way Bulk Send checks a CSV row (the maps port's first
 * suggestion, resolved to all five parts, with the street number and ZIP sent), so an address
 * the app would refuse is refused here too. Does not resolve, or resolves to another address →
 * 422 invalid_address with its reason; the maps service failed → 502.
 */
export async function validateApiAddress(input: CreateOrderInput): Promise<ValidatedAddress> {
  const cells = [
    input.recipient_name,
    input.recipient_address_1,
    input.recipient_city,
    input.recipient_state,
    input.recipient_zip,
  ];
  const {
    rows: [row],
  } = await validateBulkRows([cells], ROW_MAPPING);
  if (row.address) return row.address;
  if (row.error === ADDRESS_MESSAGES.failed) throw new ApiError(502, 'address_lookup_failed', ADDRESS_MESSAGES.failed);
  throw new ApiError(422, 'invalid_address', row.error ?? ADDRESS_MESSAGES.invalid);
}
