import { describe, expect, it } from 'vitest';
import { CreateTrackingUrlSchema, normalizeTargetUrl, TrackingUrlFormSchema } from './tracking-url';

describe('normalizeTargetUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  example.com/menu?table=4  ', 'https://example.com/menu?table=4'],
    ['http://shop.example.co.uk/a', 'https://shop.example.co.uk/a'],
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['https://sub.domain.example.org:8443/x#top', 'https://sub.domain.example.org:8443/x#top'],
  ])('accepts %s as %s', (input, stored) => {
    expect(normalizeTargetUrl(input)).toBe(stored);
  });

  it.each([
    ['', 'empty'],
    ['ftp://example.com/file', 'another scheme'],
    ['javascript:alert(1)', 'a script'],
    ['mailto:someone@example.com', 'mail'],
    ['localhost:3000', 'no dotted domain'],
    ['https://localhost/x', 'no dotted domain'],
    ['https://192.168.1.1/admin', 'an IP address'],
    ['https://example.c', 'a one-letter TLD'],
    ['https://example.c0m', 'a TLD with a digit'],
    ['https://example..com', 'two dots'],
    ['https://example.com/../etc/passwd', 'a dot-dot path'],
    ['https://example.com/<script>', 'angle brackets'],
    ['https://example.com/?q="x"', 'double quotes'],
    ["https://example.com/?q='x'", 'single quotes'],
    ['https://example.com/`x`', 'a backtick'],
    ['https://example.com/{{x}}', 'braces'],
    ['https://example.com/a b', 'a space'],
    ['https://user:secret@example.com/', 'credentials'],
    [`https://example.com/${'a'.repeat(2100)}`, 'over 2048 characters'],
  ])('refuses %s (%s)', (input) => {
    expect(normalizeTargetUrl(input)).toBeNull();
  });
});

describe('the Create New QR Code form', () => {
  const errors = (name: string, targetUrl: string) => {
    const result = TrackingUrlFormSchema.safeParse({ name, targetUrl });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('asks for a name and a target URL at once, then a valid URL', () => {
    expect(errors('  ', ' ')).toEqual({ name: 'Please enter a name', targetUrl: 'Please enter a target URL' });
    expect(errors('  ', 'example.com')).toEqual({ name: 'Please enter a name' });
    expect(errors('Spring mailer', 'not a url')).toEqual({ targetUrl: 'Please enter a valid URL (e.g., example.com)' });
    expect(TrackingUrlFormSchema.parse({ name: ' Spring mailer ', targetUrl: 'example.com' })).toEqual({
      name: 'Spring mailer',
      targetUrl: 'https://example.com/',
    });
  });
});

describe('CreateTrackingUrlSchema (the server)', () => {
  it('answers an empty name and a bad URL with the server texts', () => {
    const first = (input: unknown) => {
      const parsed = CreateTrackingUrlSchema.safeParse(input);
      return parsed.success ? null : parsed.error.issues[0].message;
    };
    expect(first({ name: '   ', targetUrl: 'example.com' })).toBe('Name cannot be empty');
    expect(first({ name: 'Mailer', targetUrl: 'ftp://example.com' })).toBe('Invalid URL');
    expect(first({ name: 'Mailer', targetUrl: 42 })).toBe('Invalid URL');
  });

  it('stores the normalized https target and the trimmed name', () => {
    expect(CreateTrackingUrlSchema.parse({ name: ' Mailer ', targetUrl: 'http://example.com/x' })).toEqual({
      name: 'Mailer',
      targetUrl: 'https://example.com/x',
    });
  });
});
