import 'server-only';
import { env } from '@/lib/env';
import type { TelephonyPort } from './port';
import { sandboxTelephony } from './sandbox';
import { createTwilioTelephony } from './twilio';

// One SDK client (and its keep-alive agent) per set of credentials, not one per request.
let twilioPort: { credentials: string; port: TelephonyPort } | undefined;

/** Twilio when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set, the local sandbox otherwise. */
export function getTelephony(): TelephonyPort {
  const config = env();
  if (config.modes.telephony !== 'twilio') return sandboxTelephony;
  const credentials = `${config.TWILIO_ACCOUNT_SID}:${config.TWILIO_AUTH_TOKEN}`;
  if (twilioPort?.credentials !== credentials) {
    twilioPort = { credentials, port: createTwilioTelephony(config.TWILIO_ACCOUNT_SID!, config.TWILIO_AUTH_TOKEN!) };
  }
  return twilioPort.port;
}

export * from './port';
