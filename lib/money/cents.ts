/**
 * Money is handled as integer cents in TypeScript and stored as numeric(12,2) in Postgres.
 * Conversions go through strings so no float ever touches an amount.
 */

const NUMERIC = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/;

/** '12.3' → 1230, '-0.05' → -5. Digits past the second decimal must be zero. */
export function numericToCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = NUMERIC.exec(text);
  if (!match) throw new Error(`Not a money amount: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const extra = text.split('.')[1]?.slice(2) ?? '';
  if (/[1-9]/.test(extra)) throw new Error(`Money has at most two decimals: ${text}`);
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new Error(`Money amount out of range: ${text}`);
  return sign ? -cents : cents;
}

/** 1230 → '12.30', -5 → '-0.05'. */
export function centsToNumeric(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1230 → '$12.30', -5 → '-$0.05', with thousands grouping. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A percentage of an amount, rounded half up to the cent, in integers only. */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isInteger(percent)) throw new Error('Percent must be an integer');
  return Math.floor((cents * percent + 50) / 100);
}
