import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { TWILIO_SIGNATURE_HEADER } from './verify-twilio-signature';

/**
 * Building blocks of the sandbox call simulator: the requests Twilio would send for a call, and
 * reading back the TwiML we answered. The simulator sends them through our real route handlers.
 */

/** The sandbox's stand-in account (Twilio AccountSids are AC + 32 hex digits). */
export const SANDBOX_ACCOUNT_SID = `AC${'0'.repeat(32)}`;
export const TWILIO_API_VERSION = '2010-04-01';

export const newCallSid = () => `CA${randomBytes(16).toString('hex')}`;

/** The form Twilio POSTs to a number's voice URL when someone calls it. */
export function incomingCallParams(call: { callSid: string; from: string; to: string }): Record<string, string> {
  return {
    AccountSid: SANDBOX_ACCOUNT_SID,
    ApiVersion: TWILIO_API_VERSION,
    CallSid: call.callSid,
    CallStatus: 'ringing',
    Direction: 'inbound',
    From: call.from,
    To: call.to,
    Caller: call.from,
    Called: call.to,
  };
}

/** The form Twilio POSTs to a <Number url> when the forwarded leg is answered. */
export function answeredLegParams(call: { parentCallSid: string; from: string; to: string }): Record<string, string> {
  return {
    AccountSid: SANDBOX_ACCOUNT_SID,
    ApiVersion: TWILIO_API_VERSION,
    CallSid: newCallSid(),
    ParentCallSid: call.parentCallSid,
    CallStatus: 'in-progress',
    Direction: 'outbound-dial',
    From: call.from,
    To: call.to,
  };
}

/** A webhook request exactly as Twilio sends it: form-encoded and signed for `url` with `key`. */
export function signedTwilioRequest(url: string, params: Record<string, string>, key: string): Request {
  return new Request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      [TWILIO_SIGNATURE_HEADER]: twilio.getExpectedTwilioSignature(key, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The forward of a TwiML answer (<Dial><Number url>…), or null when it does not forward. */
export function readForward(xml: string): { forwardTo: string; whisperUrl: string | null } | null {
  const number = /<Number\b([^>]*)>([^<]*)<\/Number>/.exec(xml);
  if (!number) return null;
  const url = /\burl="([^"]*)"/.exec(number[1]);
  return { forwardTo: unescapeXml(number[2]), whisperUrl: url ? unescapeXml(url[1]) : null };
}

/** What a TwiML answer says aloud (its <Say> texts), or null when it says nothing. */
export function readSpoken(xml: string): string | null {
  const said = [...xml.matchAll(/<Say\b[^>]*>([^<]*)<\/Say>/g)].map((m) => unescapeXml(m[1]));
  return said.length ? said.join(' ') : null;
}

/** What the call simulator shows after a simulated call. */
export type SandboxCallResult = {
  callSid: string;
  from: string;
  to: string;
  /** Where the call was connected, or null when the caller was turned away. */
  forwardedTo: string | null;
  /** What the customer heard before being connected. */
  whisper: string | null;
  /** What the caller heard when the call was not forwarded. */
  spoken: string | null;
  /** Whether this call raised the number's count (a replayed CallSid must not). */
  counted: boolean;
  callCount: number;
  voiceTwiml: string;
  whisperTwiml: string | null;
};
