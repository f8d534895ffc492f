// Zod-free and client-safe: the one rule for text people type that ends up stored and printed
// (names, streets, line 2, cities, list names), shared by the forms, the CSV rows and the API.

/**
 * Control characters (C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F) and lone UTF-16
 * surrogates. None belongs on an envelope or in a list name: PostgreSQL cannot store NUL or a
 * lone surrogate at all, and the others hide, reorder or garble what a person reads.
 */
const UNPRINTABLE =
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a character the rule refuses. */
export const hasUnprintableCharacters = (text: string): boolean => UNPRINTABLE.test(text);

/** The refusal of a field named `label` ("List name", "Recipient name"). */
export const unprintableMessage = (label: string) => `${label} can only have letters, digits, spaces and punctuation`;

/** The rule in words, a sentence of the API document. */
export const UNPRINTABLE_RULE =
  'Control characters (U+0000–U+001F, U+007F–U+009F) and lone UTF-16 surrogates are refused.';
