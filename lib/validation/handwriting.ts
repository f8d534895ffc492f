import { z } from 'zod';
import type { CustomValue } from '@/lib/db/schema';

export const PREVIEW_MESSAGES = {
  messageRequired: 'Message is required',
  styleRequired: 'Handwriting style is required',
  invalidStyle: 'Invalid handwriting style',
  previewFailed: 'Failed to get handwriting preview',
  invalidResponse: 'Invalid response from handwriting preview service',
  loadFailed: 'Failed to load handwriting preview',
} as const;

/** What the handwriting preview needs (spec section 5 "Handwriting preview"). */
export const PreviewSchema = z
  .object({
    message: z.string(),
    styleId: z.number().nullable().optional(),
    // The editor asks only once the colour is whole; a raw pattern error is no message for a user.
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Invalid handwriting color')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.message.trim()) return void ctx.addIssue({ code: 'custom', message: PREVIEW_MESSAGES.messageRequired });
    if (v.styleId === null || v.styleId === undefined) {
      return void ctx.addIssue({ code: 'custom', message: PREVIEW_MESSAGES.styleRequired });
    }
    if (!Number.isInteger(v.styleId) || v.styleId < 1 || v.styleId > 12) {
      ctx.addIssue({ code: 'custom', message: PREVIEW_MESSAGES.invalidStyle });
    }
  });

/** The colour text input keeps only '#' and up to 6 hex digits (spec section 5). */
export function sanitizeColorInput(text: string): string {
  return `#${text.replace(/[^0-9a-fA-F]/g, '').slice(0, 6)}`;
}

/** {{id}} in a message; the id as custom-values.ts makes them. */
export const PLACEHOLDER = /\{\{([a-z][a-z0-9_]*)\}\}/g;

/**
 * {{tracking_phone}}: the campaign's tracking number, printed for people. Not a custom value:
 * the campaign, not the recipient, decides it; a campaign without one prints nothing there.
 */
export const TRACKING_PHONE = 'tracking_phone';
const TRACKING_PHONE_NAME = 'Tracking Phone';

/** {{id}} → the custom value's name: what the preview and the proof show. */
export function replacePlaceholdersWithNames(message: string, customValues: CustomValue[]): string {
  return message.replace(
    PLACEHOLDER,
    (match, id: string) =>
      customValues.find((v) => v.id === id)?.name ?? (id === TRACKING_PHONE ? TRACKING_PHONE_NAME : match),
  );
}

/** {{id}} → this recipient's value, else the custom value's default: what gets mailed. */
export function fillPlaceholders(message: string, customValues: CustomValue[], values: Record<string, string>): string {
  return message.replace(PLACEHOLDER, (match, id: string) => {
    const custom = customValues.find((v) => v.id === id);
    if (!custom) return id === TRACKING_PHONE ? (values[TRACKING_PHONE] ?? '') : match;
    return values[id]?.trim() || custom.defaultValue;
  });
}
