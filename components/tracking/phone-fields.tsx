'use client';

import { Field, invalidStyles, TextField } from '@/components/ui/field';
import { fieldStyles } from '@/components/ui/styles';
import { digitsOnly, MAX_PHONE_NAME_LENGTH, MAX_WHISPER_LENGTH } from '@/lib/validation/phone-number-messages';

/** The Name field of the phone number forms. */
export function PhoneNameField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      id={id}
      name="name"
      label="Name"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      maxLength={MAX_PHONE_NAME_LENGTH}
      placeholder="Spring mailer line"
      autoComplete="off"
      error={error}
    />
  );
}

/** Forwarding number (10 digits, non-digits dropped as typed) and the whisper message. */
export function ForwardingFields({
  idPrefix,
  forwardingNumber,
  whisperMessage,
  onForwardingNumber,
  onWhisperMessage,
  errorFor,
}: {
  idPrefix: string;
  forwardingNumber: string;
  whisperMessage: string;
  onForwardingNumber: (digits: string) => void;
  onWhisperMessage: (text: string) => void;
  errorFor: (name: string) => string | undefined;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-forwarding`}
        name="forwardingNumber"
        label="Forwarding number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={forwardingNumber}
        onChange={(e) => onForwardingNumber(digitsOnly(e.target.value, 10))}
        placeholder="4155550123"
        hint="The 10-digit US number calls are forwarded to."
        error={errorFor('forwardingNumber')}
      />
      <Field
        id={`${idPrefix}-whisper`}
        name="whisperMessage"
        label="Whisper message"
        hint="Played to you before the call connects, so you know the caller got your postcard."
        error={errorFor('whisperMessage')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={whisperMessage}
            onChange={(e) => onWhisperMessage(e.target.value)}
            maxLength={MAX_WHISPER_LENGTH}
            placeholder="Call from your spring postcard"
            className={`${fieldStyles.input} ${invalidStyles}`}
          />
        )}
      </Field>
    </>
  );
}
