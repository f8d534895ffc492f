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
