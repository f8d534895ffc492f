import { z } from 'zod';
import { digitsOnly, MAX_PHONE_NAME_LENGTH, MAX_WHISPER_LENGTH, PHONE_MESSAGES } from './phone-number-messages';

export { digitsOnly, MAX_PHONE_NAME_LENGTH, MAX_WHISPER_LENGTH, PHONE_MESSAGES };

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

// The Create and Edit Phone Number forms (browser and form action alike): the form's messages,
// every field's at once.
const formName = z.string().trim().min(1, PHONE_MESSAGES.enterName).max(MAX_PHONE_NAME_LENGTH);
const formForwardingNumber = z
  .string()
  .regex(/^\d{10}$/, PHONE_MESSAGES.forwardingNumber)
  .transform((digits) => `+1${digits}`);

export const PhoneNumberFormSchema = z.object({
  name: formName,
  areaCode: z.string().regex(/^\d{3}$/, PHONE_MESSAGES.areaCode),
  forwardingNumber: formForwardingNumber,
  whisperMessage,
});

export const EditPhoneNumberFormSchema = z.object({
  id: z.uuid(PHONE_MESSAGES.updateFailed),
  name: formName,
  forwardingNumber: formForwardingNumber,
  whisperMessage,
});

export const UpdatePhoneNumberSchema = z.object({
  id: z.uuid(PHONE_MESSAGES.updateFailed),
  name,
  forwardingNumber,
  whisperMessage,
});
