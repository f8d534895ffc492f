import { describe, expect, it } from 'vitest';
import { hasUnprintableCharacters, unprintableMessage } from './printable-text';

describe('printable text', () => {
  it('accepts letters, digits, punctuation, accents, other scripts and emoji (a surrogate pair)', () => {
    for (const text of ["O'Brien-Smith, Jr.", '123 Main St #4', 'José Müller', '北京', 'Zoë 👋', 'Apt ½', '']) {
      expect(hasUnprintableCharacters(text), text).toBe(false);
    }
  });

  it('refuses C0 controls, DEL and C1 controls wherever they stand', () => {
    for (const text of [
      '\u0000',
      'a\u0001b',
      '\u001b[31m',
      'tab\there',
      'line\nbreak',
      'del\u007f',
      '\u0080',
      'x\u009f',
    ]) {
      expect(hasUnprintableCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses a lone surrogate, high or low, but not a pair', () => {
    expect(hasUnprintableCharacters('a\ud800')).toBe(true);
    expect(hasUnprintableCharacters('\ud800b')).toBe(true);
    expect(hasUnprintableCharacters('\udc00')).toBe(true);
    expect(hasUnprintableCharacters('a\udc00\ud800')).toBe(true);
    expect(hasUnprintableCharacters('\ud83d\udc4b')).toBe(false);
  });

  it('names the field in its message', () => {
    expect(unprintableMessage('Recipient name')).toBe(
      'Recipient name can only have letters, digits, spaces and punctuation',
    );
  });
});
