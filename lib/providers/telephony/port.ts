/**
 * What the product needs from a telephony provider: rent a local number that calls our voice
 * webhook, and give it back. Twilio in production; a persistent local pool in the sandbox.
 */
export type AvailableNumber = {
  /** E.164, e.g. +14155550123. */
  phoneNumber: string;
  /** Where the number rings locally, when the provider says ("San Francisco, CA"). */
  locality: string | null;
};

export type ProvisionedNumber = { sid: string; phoneNumber: string };

export interface TelephonyPort {
  /** Shown in 'Failed to release phone number from {provider}'. */
  readonly providerName: string;
  /** One available local US number in the area code, or null when it has none. */
  findAvailableNumber(areaCode: string): Promise<AvailableNumber | null>;
  /** Rents the number; calls to it are POSTed to `voiceUrl`. */
  provisionNumber(input: { phoneNumber: string; friendlyName: string; voiceUrl: string }): Promise<ProvisionedNumber>;
  /** Gives the number back. Releasing a number the provider no longer has is not an error. */
  releaseNumber(sid: string): Promise<void>;
  /** The secret the provider signs its webhooks with (X-Twilio-Signature). */
  webhookSigningKey(): string;
}
