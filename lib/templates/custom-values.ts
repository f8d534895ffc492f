import type { CustomValue } from '@/lib/db/schema';

/** The built-in custom value: always present, never renamed or removed (spec section 3). */
export const RECIPIENT_NAME: CustomValue = { id: 'recipient_name', name: 'Recipient Name', defaultValue: '' };

export const CUSTOM_VALUE_MESSAGES = {
  nameRequired: 'Every custom value needs a name',
  duplicate: 'Custom value names must be different',
  builtinChanged: 'The Recipient Name custom value cannot be renamed or removed',
  tooMany: 'A template can have at most 20 custom values',
} as const;

export const MAX_CUSTOM_VALUES = 20;

export const placeholderFor = (id: string) => `{{${id}}}`;

/** An id from a name ("First Visit Date" → first_visit_date), unique among `taken`. */
export function customValueId(name: string, taken: string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 32) || 'value';
  const start = /^[a-z]/.test(base) ? base : `v_${base}`;
  let id = start;
  for (let n = 2; taken.includes(id); n++) id = `${start}_${n}`;
  return id;
}

/** The first problem with a list of custom values, or null when it is valid. */
export function customValuesProblem(values: CustomValue[]): string | null {
  const builtin = values.find((v) => v.id === RECIPIENT_NAME.id);
  if (!builtin || builtin.name !== RECIPIENT_NAME.name) return CUSTOM_VALUE_MESSAGES.builtinChanged;
  if (values.length > MAX_CUSTOM_VALUES) return CUSTOM_VALUE_MESSAGES.tooMany;
  if (values.some((v) => !v.name.trim())) return CUSTOM_VALUE_MESSAGES.nameRequired;
  const names = values.map((v) => v.name.trim().toLowerCase());
  const ids = values.map((v) => v.id);
  if (new Set(names).size !== names.length || new Set(ids).size !== ids.length) {
    return CUSTOM_VALUE_MESSAGES.duplicate;
  }
  return null;
}

/** Inserts text at the cursor of a textarea's value; returns the new value and cursor. */
export function insertAt(value: string, start: number, end: number, text: string) {
  return { value: value.slice(0, start) + text + value.slice(end), cursor: start + text.length };
}
