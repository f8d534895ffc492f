import { getURLFromRedirectError } from 'next/dist/client/components/redirect';
import { isRedirectError } from 'next/dist/client/components/redirect-error';

/** Runs a server action or page that should redirect, and returns where it sent the browser. */
export async function redirectTarget(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    if (isRedirectError(error)) return getURLFromRedirectError(error);
    throw error;
  }
  throw new Error('Expected a redirect, but the call returned normally');
}

/** Whether a page or action ended in notFound(): Next.js answers 404. */
export const isNotFoundError = (error: unknown) =>
  (error as { digest?: string } | null)?.digest?.startsWith('NEXT_HTTP_ERROR_FALLBACK;404') === true;
