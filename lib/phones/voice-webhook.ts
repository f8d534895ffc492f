import { logError } from '@/lib/errors';
import { isActive, recordCall } from '@/lib/phones/record-call';
import { forwardCallTwiml, twimlResponse, unavailableTwiml } from '@/lib/phones/twiml';
import { readTwilioForm, verifyTwilioSignature } from '@/lib/phones/verify-twilio-signature';
import { whisperWebhookUrl } from '@/lib/phones/webhook-urls';
import { getTelephony } from '@/lib/providers/telephony';

// POST /api/webhooks/twilio/voice – Twilio asks what to do with a call to one of our numbers.
// The sandbox call page (/sandbox/telephony) calls this same handler with the same signature.
export async function answerVoiceWebhook(request: Request) {
  const params = await readTwilioForm(request);
  if (params === 'too_large') return new Response('Payload too large', { status: 413 });
  // Unsigned or forged: nothing is looked up, recorded or forwarded.
  if (!params || !verifyTwilioSignature(request, params, getTelephony().webhookSigningKey())) {
    return new Response('Invalid signature', { status: 403 });
  }
  const { To: to, From: from, CallSid: callSid } = params;
  if (!to || !callSid) return new Response('Missing To or CallSid', { status: 400 });

  try {
    const { number } = await recordCall({ to, from: from || null, callSid });
    if (!number || !isActive(number)) return twimlResponse(unavailableTwiml());
    return twimlResponse(
      forwardCallTwiml({ forwardTo: number.forwarding_number, whisperUrl: whisperWebhookUrl(number.id) }),
    );
  } catch (error) {
    // Twilio plays its own "application error" message (or the number's fallback URL) on a 500.
    logError(`Twilio voice webhook ${callSid}`, error);
    return new Response('Internal error', { status: 500 });
  }
}
