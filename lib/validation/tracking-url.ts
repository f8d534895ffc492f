import { z } from 'zod';
import { TRACKING_URL_MESSAGES } from './tracking-url-messages';

export { TRACKING_URL_MESSAGES };

export const MAX_TRACKING_NAME_LENGTH = 100;
export const MAX_TARGET_URL_LENGTH = 2048;

// A dotted domain whose last label is alphabetic and at least 2 letters.
const DOTTED_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
// Never in a target: they break out of attributes and templates wherever the link is shown.
const UNSAFE_CHARACTERS = /[<>"'`{}\s\\]/;

/**
 * The target of a tracking URL as it is stored, or null when it is not acceptable: a missing
 * scheme gets https, only http and https are allowed, the host is a dotted domain with an
 * alphabetic TLD of 2+ letters, no '..', none of < > quotes backtick braces, and the result
 * is always https (the redirect never sends a scanner to plain http).
 */
export function normalizeTargetUrl(input: string): string | null {
  const text = input.trim();
  if (!text || text.length > MAX_TARGET_URL_LENGTH) return null;
  if (text.includes('..') || UNSAFE_CHARACTERS.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  // user:password@ hides the real destination from the person scanning.
  if (url.username || url.password) return null;
  if (!DOTTED_DOMAIN.test(url.hostname)) return null;
  url.protocol = 'https:';
  return url.href;
}

/**
 * The Create New QR Code form (browser and form action alike): the messages of the form, every
 * field's at once; targetUrl comes out normalized.
 */
export const TrackingUrlFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, TRACKING_URL_MESSAGES.enterName)
    .max(MAX_TRACKING_NAME_LENGTH, `Name can be at most ${MAX_TRACKING_NAME_LENGTH} characters`),
  targetUrl: z
    .string()
    .trim()
    .min(1, TRACKING_URL_MESSAGES.enterTargetUrl)
    .transform((value, ctx) => {
      const normalized = normalizeTargetUrl(value);
      if (normalized) return normalized;
      ctx.addIssue({ code: 'custom', message: TRACKING_URL_MESSAGES.enterValidUrl });
      return z.NEVER;
    }),
});

/** What the create action accepts; targetUrl comes out normalized. */
export const CreateTrackingUrlSchema = z.object({
  name: z
    .string({ error: TRACKING_URL_MESSAGES.nameEmpty })
    .trim()
    .min(1, TRACKING_URL_MESSAGES.nameEmpty)
    .max(MAX_TRACKING_NAME_LENGTH, `Name can be at most ${MAX_TRACKING_NAME_LENGTH} characters`),
  targetUrl: z.string({ error: TRACKING_URL_MESSAGES.invalidUrl }).transform((value, ctx) => {
    const normalized = normalizeTargetUrl(value);
    if (normalized) return normalized;
    ctx.addIssue({ code: 'custom', message: TRACKING_URL_MESSAGES.invalidUrl });
    return z.NEVER;
  }),
});
