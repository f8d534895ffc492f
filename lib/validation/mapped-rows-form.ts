import { z } from 'zod';
import { MAPPED_ROWS_FIELD, columnField } from '@/lib/bulk/mapped-rows-fields';
import {
  BULK_MESSAGES,
  REQUIRED_BULK_FIELDS,
  missingRequiredColumns,
  type ColumnMapping,
} from '@/lib/bulk/parse-recipients-csv';
import { UserFacingError } from '@/lib/errors';

/**
 * The fields every CSV form posts (lib/bulk/mapped-rows-fields.ts): the mapped rows as JSON, and
 * each required column's select, '' while it is "Not in the file". A form without the selects
 * (a follow-up's recipients, mapped already) posts none; the rows' own mapping is checked anyway.
 */
export const mappedRowsFields = {
  [MAPPED_ROWS_FIELD]: z.string().min(1, BULK_MESSAGES.noRows),
  ...Object.fromEntries(
    REQUIRED_BULK_FIELDS.map((field) => [
      columnField(field),
      z.string().min(1, BULK_MESSAGES.mapRequired).max(5).optional(),
    ]),
  ),
} as { mappedRows: z.ZodString } & Record<string, z.ZodOptional<z.ZodString>>;

/**
 * The posted JSON read with the action's own rows-and-mapping rules: a refusal is the form's
 * error (the red panel), as a row or a cell has no field of its own in the form.
 */
export function readMappedRows<S extends z.ZodType<{ rows: string[][]; mapping: ColumnMapping }>>(
  json: string,
  schema: S,
): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new UserFacingError(BULK_MESSAGES.noRows);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? BULK_MESSAGES.noRows);
  if (missingRequiredColumns(parsed.data.mapping).length) throw new UserFacingError(BULK_MESSAGES.mapRequired);
  return parsed.data;
}

/** Bulk Send's file step ('Check rows'): the campaign beside its select, the columns beside theirs. */
export const BulkCheckFormSchema = z.object({
  campaignId: z.string().min(1, BULK_MESSAGES.chooseCampaign).max(100),
  followUpOf: z.string().max(100).optional(),
  previewId: z.string().max(100).optional(),
  ...mappedRowsFields,
});

/** A contact import ('Import'): the list it goes into, and the columns beside their selects. */
export const ImportFormSchema = z.object({
  listId: z.string().min(1).max(100),
  ...mappedRowsFields,
});
