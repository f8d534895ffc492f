import { z } from 'zod';
import { PHONE_MESSAGES } from './phone-number-messages';

export { PHONE_MESSAGES };

export const MAX_PHONE_NAME_LENGTH = 100;
export const MAX_WHISPER_LENGTH = 300;

/** Digit inputs keep only digits, as typed (spec section 5). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The form, checked in the browser before anything is sent. */
export function phoneNumberFormError(fields: {
  name: string;
  areaCode?: string;
  forwardingNumber: string;
  whisperMessage: string;
}): string | null {
  if (!fields.name.trim()) return PHONE_MESSAGES.enterName;
  if (fields.areaCode !== undefined && !/^\d{3}$/.test(fields.areaCode)) return PHONE_MESSAGES.areaCode;
  if (!/^\d{10}$/.test(fields.forwardingNumber)) return PHONE_MESSAGES.forwardingNumber;
  if (!fields.whisperMessage.trim()) return PHONE_MESSAGES.enterWhisper;
  return null;
}

const name = z.string().trim().min(1, PHONE_MESSAGES.enterName).max(MAX_PHONE_NAME_LENGTH);
const whisperMessage = z
  .string()
  .trim()
  .min(1, PHONE_MESSAGES.enterWhisper)
  .max(MAX_WHISPER_LENGTH, `The whisper message can be at most ${MAX_WHISPER_LENGTH} characters`);
// Stored as +1 and the 10 digits (12 characters).
const forwardingNumber = z
  .string()
  .regex(/^\d{10}$/, PHONE_MESSAGES.invalidForwardingNumber)
  .transform((digits) => `+1${digits}`);

export const AreaCodeSchema = z.object({ areaCode: z.string().regex(/^\d{3}$/, PHONE_MESSAGES.invalidAreaCode) });

export const CreatePhoneNumberSchema = z.object({
  name,
  areaCode: AreaCodeSchema.shape.areaCode,
  forwardingNumber,
  whisperMessage,
});

export const UpdatePhoneNumberSchema = z.object({
  id: z.uuid(PHONE_MESSAGES.updateFailed),
  name,
  forwardingNumber,
  whisperMessage,
});
