import 'server-only';
import { and, eq } from 'drizzle-orm';
import { answerVoiceWebhook as voiceWebhook } from './voice-webhook';
import { answerWhisperWebhook as whisperWebhook } from './whisper-webhook';
import { withUserScope } from '@/lib/db/scoped';
import { phoneNumbers } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import {
  answeredLegParams,
  incomingCallParams,
  newCallSid,
  readForward,
  readSpoken,
  signedTwilioRequest,
  type SandboxCallResult,
} from '@/lib/phones/sandbox-call';
import { voiceWebhookUrl } from '@/lib/phones/webhook-urls';
import { getTelephony } from '@/lib/providers/telephony';

async function callStats(userId: string, id: string) {
  const [row] = await withUserScope(userId, (tx) =>
    tx
      .select({ phoneNumber: phoneNumbers.phone_number, callCount: phoneNumbers.call_count })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.id, id), eq(phoneNumbers.user_id, userId))),
  );
  if (!row) throw new UserFacingError('Phone number not found');
  return row;
}

async function send(handler: (request: Request) => Promise<Response>, request: Request, what: string) {
  const response = await handler(request);
  const text = await response.text();
  if (!response.ok) throw new UserFacingError(`The ${what} webhook answered ${response.status}: ${text}`);
  return text;
}

/**
 * Places a test call to one of the user's numbers the way Twilio would: the same signed form
 * posts to the same route handlers, so the signature check, the forward, the whisper and the
 * once-per-CallSid counting are the ones real calls go through.
 */
export async function placeSandboxCall(
  userId: string,
  input: { phoneNumberId: string; from: string; replayCallSid?: string },
): Promise<SandboxCallResult> {
  const before = await callStats(userId, input.phoneNumberId);
  const key = getTelephony().webhookSigningKey();
  const callSid = input.replayCallSid ?? newCallSid();
  const call = { callSid, from: input.from, to: before.phoneNumber };

  const voiceTwiml = await send(
    voiceWebhook,
    signedTwilioRequest(voiceWebhookUrl(), incomingCallParams(call), key),
    'voice',
  );
  const forward = readForward(voiceTwiml);
  let whisperTwiml: string | null = null;
  if (forward?.whisperUrl) {
    const leg = answeredLegParams({ parentCallSid: callSid, from: input.from, to: forward.forwardTo });
    whisperTwiml = await send(whisperWebhook, signedTwilioRequest(forward.whisperUrl, leg, key), 'whisper');
  }

  const after = await callStats(userId, input.phoneNumberId);
  return {
    callSid,
    from: input.from,
    to: before.phoneNumber,
    forwardedTo: forward?.forwardTo ?? null,
    whisper: whisperTwiml ? readSpoken(whisperTwiml) : null,
    spoken: forward ? null : readSpoken(voiceTwiml),
    counted: after.callCount > before.callCount,
    callCount: after.callCount,
    voiceTwiml,
    whisperTwiml,
  };
}
