import 'server-only';
import twilio from 'twilio';
import type { TelephonyPort } from './port';

/** Twilio caps a number's FriendlyName at 64 characters; our names may be longer. */
const FRIENDLY_NAME_MAX = 64;

/** Both Twilio error classes (RestException, TwilioServiceException) carry the HTTP status. */
const httpStatus = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** The Twilio adapter, over the official SDK. Only server code reaches it: the token is a secret. */
export function createTwilioTelephony(accountSid: string, authToken: string): TelephonyPort {
  const client = twilio(accountSid, authToken);
  return {
    providerName: 'Twilio',

    async findAvailableNumber(areaCode) {
      const [found] = await client
        .availablePhoneNumbers('US')
        .local.list({ areaCode: Number(areaCode), voiceEnabled: true, limit: 1 });
      if (!found) return null;
      const locality = [found.locality, found.region].filter(Boolean).join(', ');
      return { phoneNumber: found.phoneNumber, locality: locality || null };
    },

    async provisionNumber({ phoneNumber, friendlyName, voiceUrl }) {
      const created = await client.incomingPhoneNumbers.create({
        phoneNumber,
        friendlyName: friendlyName.slice(0, FRIENDLY_NAME_MAX),
        voiceUrl,
        voiceMethod: 'POST',
      });
      return { sid: created.sid, phoneNumber: created.phoneNumber };
    },

    async releaseNumber(sid) {
      try {
        await client.incomingPhoneNumbers(sid).remove();
      } catch (error) {
        // Already released (by us on an earlier try, or in the Twilio console): nothing left to do.
        if (httpStatus(error) === 404) return;
        throw error;
      }
    },

    webhookSigningKey() {
      return authToken;
    },
  };
}
