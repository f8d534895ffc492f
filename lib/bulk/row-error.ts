/**
 * A refused row's words, as Bulk Send shows and downloads them: the spec's message, then which
 * part of the address failed when the validator could say ("ZIP 90210 is not in Springfield, IL").
 */
export function rowErrorText(row: { error?: string; reason?: string }): string {
  if (!row.error) return '';
  return row.reason ? `${row.error} (${row.reason})` : row.error;
}
