import twilio from 'twilio';

/** What a caller hears when the number they dialled is no longer forwarded anywhere. */
export const UNAVAILABLE_MESSAGE = 'Sorry, the number you have called is not in service. Goodbye.';

/**
 * Forwards the caller to the customer's phone. Twilio fetches `whisperUrl` when the customer
 * answers and plays it to them alone before bridging; with answerOnBridge the caller keeps
 * hearing ringing until then, instead of silence. Caller ID stays the caller's own number.
 */
export function forwardCallTwiml({ forwardTo, whisperUrl }: { forwardTo: string; whisperUrl: string }): string {
  const response = new twilio.twiml.VoiceResponse();
  response.dial({ answerOnBridge: true }).number({ url: whisperUrl, method: 'POST' }, forwardTo);
  return response.toString();
}

/** The whisper played to the customer (TwiML fetched by <Number url> may not contain <Dial>). */
export function whisperTwiml(message: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(message);
  return response.toString();
}

/** Nothing to say: a whisper URL answered with this simply connects the call. */
export const emptyTwiml = () => new twilio.twiml.VoiceResponse().toString();

/** For calls to an unknown or inactive number: a polite message, then hang up. */
export function unavailableTwiml(): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(UNAVAILABLE_MESSAGE);
  response.hangup();
  return response.toString();
}

/** Twilio expects TwiML as text/xml. */
export const twimlResponse = (xml: string, status = 200) =>
  new Response(xml, { status, headers: { 'Content-Type': 'text/xml; charset=utf-8' } });
