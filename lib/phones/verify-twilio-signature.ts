import twilio from 'twilio';
import { BodyTooLargeError, MAX_WEBHOOK_BODY_BYTES, readBoundedForm } from '@/lib/http/read-bounded-body';
import { publicUrl } from './webhook-urls';

export const TWILIO_SIGNATURE_HEADER = 'X-Twilio-Signature';

/**
 * The URL Twilio signed: our public origin (APP_URL) plus the path and query it requested.
 * Never built from the Host header or request.url, which behind a proxy or tunnel name the
 * internal host (and anyone can send any Host).
 */
export function signedUrlOf(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return publicUrl(`${pathname}${search}`);
}

/**
 * The form fields of a Twilio webhook (application/x-www-form-urlencoded), null if unreadable,
 * 'too_large' past the webhook body cap (read no further than the cap).
 */
export async function readTwilioForm(request: Request): Promise<Record<string, string> | 'too_large' | null> {
  try {
    const form = await readBoundedForm(request, MAX_WEBHOOK_BODY_BYTES);
    const params: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === 'string') params[key] = value;
    return params;
  } catch (error) {
    return error instanceof BodyTooLargeError ? 'too_large' : null;
  }
}

/** Whether X-Twilio-Signature is Twilio's HMAC of the public URL and these params under `key`. */
export function verifyTwilioSignature(request: Request, params: Record<string, string>, key: string): boolean {
  const signature = request.headers.get(TWILIO_SIGNATURE_HEADER);
  if (!signature || !key) return false;
  return twilio.validateRequest(key, signature, signedUrlOf(request), params);
}
