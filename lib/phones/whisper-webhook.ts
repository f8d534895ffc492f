import { z } from 'zod';
import { logError } from '@/lib/errors';
import { findWhisperMessage } from '@/lib/phones/find-whisper-message';
import { emptyTwiml, twimlResponse, whisperTwiml } from '@/lib/phones/twiml';
import { readTwilioForm, verifyTwilioSignature } from '@/lib/phones/verify-twilio-signature';
import { getTelephony } from '@/lib/providers/telephony';

const NumberId = z.uuid();

// POST /api/webhooks/twilio/whisper?number={phone_numbers.id} – fetched by Twilio when the
// customer answers a forwarded call: the whisper is played to them alone, then the call bridges.
export async function answerWhisperWebhook(request: Request) {
  const params = await readTwilioForm(request);
  if (params === 'too_large') return new Response('Payload too large', { status: 413 });
  if (!params || !verifyTwilioSignature(request, params, getTelephony().webhookSigningKey())) {
    return new Response('Invalid signature', { status: 403 });
  }
  const id = NumberId.safeParse(new URL(request.url).searchParams.get('number'));
  // No whisper to play (e.g. the number was deleted mid-call): an empty response bridges at once.
  if (!id.success) return twimlResponse(emptyTwiml());

  try {
    const message = await findWhisperMessage(id.data);
    return twimlResponse(message ? whisperTwiml(message) : emptyTwiml());
  } catch (error) {
    logError(`Twilio whisper webhook for ${id.data}`, error);
    return new Response('Internal error', { status: 500 });
  }
}
