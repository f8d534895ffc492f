import { describe, expect, it } from 'vitest';
import {
  AreaCodeSchema,
  CreatePhoneNumberSchema,
  digitsOnly,
  EditPhoneNumberFormSchema,
  PHONE_MESSAGES,
  PhoneNumberFormSchema,
  UpdatePhoneNumberSchema,
} from './phone-number';

const form = { name: 'Oak Street', areaCode: '415', forwardingNumber: '5551234567', whisperMessage: 'Postcard call' };
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('digit inputs', () => {
  it('keep only digits, up to the field length', () => {
    expect(digitsOnly('(415) 555-12', 3)).toBe('415');
    expect(digitsOnly('+1 (555) 123-4567', 10)).toBe('1555123456');
    expect(digitsOnly('555.123.4567', 10)).toBe('5551234567');
    expect(digitsOnly('abc', 3)).toBe('');
  });
});

const formErrors = (schema: typeof PhoneNumberFormSchema | typeof EditPhoneNumberFormSchema, input: object) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Create / Edit Phone Number forms (spec section 5)', () => {
  it('accept a complete form, the forwarding number stored with +1', () => {
    expect(PhoneNumberFormSchema.parse(form).forwardingNumber).toBe('+15551234567');
  });

  it.each([
    [{ name: '   ' }, 'name', PHONE_MESSAGES.enterName],
    [{ areaCode: '41' }, 'areaCode', PHONE_MESSAGES.areaCode],
    [{ areaCode: '4155' }, 'areaCode', PHONE_MESSAGES.areaCode],
    [{ forwardingNumber: '555123456' }, 'forwardingNumber', PHONE_MESSAGES.forwardingNumber],
    [{ forwardingNumber: '15551234567' }, 'forwardingNumber', PHONE_MESSAGES.forwardingNumber],
    [{ whisperMessage: ' ' }, 'whisperMessage', PHONE_MESSAGES.enterWhisper],
  ])('%o → %s: %s', (change, field, message) => {
    expect(formErrors(PhoneNumberFormSchema, { ...form, ...change })).toEqual({ [field]: message });
  });

  it('the edit form has no area code to check', () => {
    const { areaCode: _unused, ...edit } = form;
    expect(formErrors(EditPhoneNumberFormSchema, { ...edit, id: '5b0c1f7e-7c55-4a55-9a57-1b2a4bb0e0a1' })).toEqual({});
  });

  it('says every field’s message at once', () => {
    expect(
      formErrors(PhoneNumberFormSchema, { name: '', areaCode: '', forwardingNumber: '', whisperMessage: '' }),
    ).toEqual({
      name: PHONE_MESSAGES.enterName,
      areaCode: PHONE_MESSAGES.areaCode,
      forwardingNumber: PHONE_MESSAGES.forwardingNumber,
      whisperMessage: PHONE_MESSAGES.enterWhisper,
    });
  });
});

describe('the server schemas', () => {
  it('store the forwarding number as +1 and the 10 digits (12 characters)', () => {
    const parsed = CreatePhoneNumberSchema.parse(form);
    expect(parsed.forwardingNumber).toBe('+15551234567');
    expect(parsed.forwardingNumber).toHaveLength(12);
    expect(parsed.name).toBe('Oak Street');
  });

  it('trim the name and the whisper', () => {
    const parsed = CreatePhoneNumberSchema.parse({ ...form, name: '  Oak  ', whisperMessage: ' Hi ' });
    expect(parsed).toMatchObject({ name: 'Oak', whisperMessage: 'Hi' });
  });

  it.each(['41', '4155', 'abc', '41a', ''])('refuse area code %j with the server message', (areaCode) => {
    expect(firstError(AreaCodeSchema.safeParse({ areaCode }))).toBe(PHONE_MESSAGES.invalidAreaCode);
    expect(firstError(CreatePhoneNumberSchema.safeParse({ ...form, areaCode }))).toBe(PHONE_MESSAGES.invalidAreaCode);
  });

  it.each(['555123456', '+15551234567', '(555) 123-4567', '15551234567'])(
    'refuse forwarding number %j: the browser sends 10 digits',
    (forwardingNumber) => {
      expect(firstError(CreatePhoneNumberSchema.safeParse({ ...form, forwardingNumber }))).toBe(
        PHONE_MESSAGES.invalidForwardingNumber,
      );
    },
  );

  it('refuse an empty name and an empty whisper with the form messages', () => {
    expect(firstError(CreatePhoneNumberSchema.safeParse({ ...form, name: ' ' }))).toBe(PHONE_MESSAGES.enterName);
    expect(firstError(CreatePhoneNumberSchema.safeParse({ ...form, whisperMessage: '' }))).toBe(
      PHONE_MESSAGES.enterWhisper,
    );
  });

  it('update needs a valid id, else it failed to update', () => {
    const { areaCode: _unused, ...edit } = form;
    expect(firstError(UpdatePhoneNumberSchema.safeParse({ ...edit, id: 'nope' }))).toBe(PHONE_MESSAGES.updateFailed);
    const parsed = UpdatePhoneNumberSchema.parse({ ...edit, id: '0b6f7a52-1d3e-4c59-9a0f-2f1f3c4d5e6f' });
    expect(parsed.forwardingNumber).toBe('+15551234567');
  });

  it('the release message names the provider', () => {
    expect(PHONE_MESSAGES.releaseFailed('Twilio')).toBe('Failed to release phone number from Twilio');
  });
});
