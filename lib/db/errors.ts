/** The SQLSTATE of a Postgres error, also when a driver or Drizzle wrapped it. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
/** 23503 for NO ACTION foreign keys, 23001 (restrict_violation) for ON DELETE RESTRICT ones. */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(pgErrorCode(error) ?? '');
