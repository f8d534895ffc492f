import type { BulkField } from './parse-recipients-csv';

/**
 * How a CSV form (Bulk Send's file step, a contact import) posts its file: the browser parses
 * the file and posts the mapped columns only (projectRows) as JSON in one hidden field, and each
 * required column's choice as its own field, so "choose a column" stands beside its select.
 * Client-safe: no zod here (lib/validation/mapped-rows-form.ts has the rules).
 */
export const MAPPED_ROWS_FIELD = 'mappedRows';

/** The name of a required column's select: its error is keyed by it. */
export const columnField = (field: BulkField) => `column.${field}`;
