'use client';

import { fieldStyles } from '@/components/ui/styles';
import { digitsOnly, MAX_PHONE_NAME_LENGTH, MAX_WHISPER_LENGTH } from '@/lib/validation/phone-number';

/** The Name field of the phone number forms. */
export function PhoneNameField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        Name
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={MAX_PHONE_NAME_LENGTH}
        placeholder="Spring mailer line"
        autoComplete="off"
        className={fieldStyles.input}
      />
    </div>
  );
}

/** Forwarding number (10 digits, non-digits dropped as typed) and the whisper message. */
export function ForwardingFields({
  idPrefix,
  forwardingNumber,
  whisperMessage,
  onForwardingNumber,
  onWhisperMessage,
}: {
  idPrefix: string;
  forwardingNumber: string;
  whisperMessage: string;
  onForwardingNumber: (digits: string) => void;
  onWhisperMessage: (text: string) => void;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-forwarding`} className={fieldStyles.label}>
          Forwarding number
        </label>
        <input
          id={`${idPrefix}-forwarding`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={forwardingNumber}
          onChange={(e) => onForwardingNumber(digitsOnly(e.target.value, 10))}
          placeholder="4155550123"
          aria-describedby={`${idPrefix}-forwarding-help`}
          className={fieldStyles.input}
        />
        <p id={`${idPrefix}-forwarding-help`} className="mt-1 text-xs text-slate-600">
          The 10-digit US number calls are forwarded to.
        </p>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-whisper`} className={fieldStyles.label}>
          Whisper message
        </label>
        <textarea
          id={`${idPrefix}-whisper`}
          rows={3}
          value={whisperMessage}
          onChange={(e) => onWhisperMessage(e.target.value)}
          maxLength={MAX_WHISPER_LENGTH}
          placeholder="Call from your spring postcard"
          aria-describedby={`${idPrefix}-whisper-help`}
          className={fieldStyles.input}
        />
        <p id={`${idPrefix}-whisper-help`} className="mt-1 text-xs text-slate-600">
          Played to you before the call connects, so you know the caller got your postcard.
        </p>
      </div>
    </>
  );
}
