import type { CustomValue } from '@/lib/db/schema';
import { UserFacingError, logError } from '@/lib/errors';
import { getPostcards, InvalidProviderResponseError } from '@/lib/providers/postcards';
import { PREVIEW_MESSAGES, PreviewSchema, replacePlaceholdersWithNames } from '@/lib/validation/handwriting';

/**
 * The editor's live handwriting preview: placeholders shown as their names, rendered by the
 * postcard provider (or the sandbox) on the server, never from the browser.
 */
export async function previewHandwriting(input: {
  message: string;
  styleId: number | null;
  color: string;
  customValues: CustomValue[];
}): Promise<{ imageUrl: string }> {
  const parsed = PreviewSchema.safeParse(input);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0].message);
  try {
    return await getPostcards().previewHandwriting({
      message: replacePlaceholdersWithNames(input.message, input.customValues),
      styleId: input.styleId!,
      color: parsed.data.color ?? '#000000',
    });
  } catch (error) {
    logError('handwriting preview', error);
    if (error instanceof InvalidProviderResponseError) throw new UserFacingError(PREVIEW_MESSAGES.invalidResponse);
    throw new UserFacingError(PREVIEW_MESSAGES.previewFailed);
  }
}
