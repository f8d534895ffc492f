import { describe, expect, it } from 'vitest';
import { RECIPIENT_NAME } from '@/lib/templates/custom-values';
import { fillPlaceholders, PreviewSchema, replacePlaceholdersWithNames, sanitizeColorInput } from './handwriting';

const values = [RECIPIENT_NAME, { id: 'offer', name: 'Offer', defaultValue: '10% off' }];
const firstIssue = (input: object) => {
  const result = PreviewSchema.safeParse(input);
  return result.success ? 'ok' : result.error.issues[0].message;
};

describe('handwriting preview rules', () => {
  it('needs a message and a style from 1 to 12', () => {
    expect(firstIssue({ message: 'Hi', styleId: 5, color: '#000000' })).toBe('ok');
    expect(firstIssue({ message: '  ', styleId: 5 })).toBe('Message is required');
    expect(firstIssue({ message: 'Hi', styleId: null })).toBe('Handwriting style is required');
    expect(firstIssue({ message: 'Hi' })).toBe('Handwriting style is required');
    expect(firstIssue({ message: 'Hi', styleId: 0 })).toBe('Invalid handwriting style');
    expect(firstIssue({ message: 'Hi', styleId: 13 })).toBe('Invalid handwriting style');
    expect(firstIssue({ message: 'Hi', styleId: 2.5 })).toBe('Invalid handwriting style');
    expect(firstIssue({ message: 'Hi', styleId: 5, color: '#12' })).toBe('Invalid handwriting color');
  });

  it('keeps only # and up to 6 hex digits in the colour input', () => {
    expect(sanitizeColorInput('#1e3a8azz')).toBe('#1e3a8a');
    expect(sanitizeColorInput('ff0000')).toBe('#ff0000');
    expect(sanitizeColorInput('#12g4')).toBe('#124');
    expect(sanitizeColorInput('')).toBe('#');
    expect(sanitizeColorInput('#abcdef123')).toBe('#abcdef');
  });

  it('shows placeholders as their names in the preview', () => {
    expect(replacePlaceholdersWithNames('Hi {{recipient_name}}, {{offer}} {{unknown}}', values)).toBe(
      'Hi Recipient Name, Offer {{unknown}}',
    );
  });

  it('fills each placeholder with the recipient’s value or the default', () => {
    expect(fillPlaceholders('Hi {{recipient_name}}, {{offer}}!', values, { recipient_name: 'Jane' })).toBe(
      'Hi Jane, 10% off!',
    );
    expect(fillPlaceholders('{{offer}}', values, { offer: 'Free coffee' })).toBe('Free coffee');
  });
});
