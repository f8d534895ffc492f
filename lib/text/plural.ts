/** "1 contact", "2,500 contacts": a count and its noun, for English nouns made plural with an s. Client-safe. */
export const plural = (n: number, word: string): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? word : `${word}s`}`;
