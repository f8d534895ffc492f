'use client';

import { Field, invalidStyles } from '@/components/ui/field';
import { fieldStyles } from '@/components/ui/styles';
import {
  checkSendDate,
  formatSendDate,
  isScheduledFor,
  lastSendDate,
  SEND_DATE_MESSAGES,
} from '@/lib/orders/send-date';

type Props = {
  /** YYYY-MM-DD as the date input gives it; '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Today as the server counts it (UTC, the sandbox clock included): the quote or preview says. */
  today: string;
  /** The id prefix (several send dialogs may exist on a page). */
  idPrefix: string;
};

/** The problem with the send date as typed, or null: the send dialogs block their buttons on it. */
export function sendDateError(value: string, today: string): string | null {
  const checked = checkSendDate(value, today);
  return checked.ok ? null : checked.message;
}

/**
 * The optional send date of every way of sending (decision 037): a day from today to 180 days
 * ahead, counted in UTC, which the hint says. A date after today says when the cards go to print
 * and that they are charged now; the server checks the date again.
 */
export function SendDateField({ value, onChange, today, idPrefix }: Props) {
  const error = sendDateError(value, today) ?? undefined;
  const scheduled = !error && isScheduledFor(value, today);
  return (
    <Field
      id={`${idPrefix}-send-date`}
      name="sendDate"
      label="Send date (optional)"
      hint={
        scheduled
          ? `Goes to print on ${formatSendDate(value, today)}. It is charged now and waits as Scheduled until then; cancel it before that day for a full refund. ${SEND_DATE_MESSAGES.utc}`
          : SEND_DATE_MESSAGES.hint
      }
      error={error}
    >
      {(control) => (
        <input
          {...control}
          type="date"
          value={value}
          min={today}
          max={lastSendDate(today)}
          onChange={(e) => onChange(e.target.value)}
          className={`${fieldStyles.input} sm:max-w-xs ${invalidStyles}`}
        />
      )}
    </Field>
  );
}
