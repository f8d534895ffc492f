import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { logError } from '@/lib/errors';
import { listPhoneNumbers } from '@/lib/phones/list-phone-numbers';
import { PHONE_MESSAGES } from '@/lib/validation/phone-number-messages';
import { forwardingDigits } from './phone-format';
import { PhoneTable } from './phone-table';
import type { PhoneNumberView } from './types';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The Phone tab's list; its own error panel when it fails. */
export async function PhoneList({ userId }: { userId: string }) {
  let rows: Awaited<ReturnType<typeof listPhoneNumbers>>;
  try {
    rows = await listPhoneNumbers(userId);
  } catch (error) {
    logError('list phone numbers', error);
    return <ErrorBox title="Error" message={PHONE_MESSAGES.loadFailed} />;
  }
  if (rows.length === 0) {
    return <EmptyState title="No phone numbers" description="Get started by creating a new tracking phone number." />;
  }
  const views: PhoneNumberView[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    phoneNumber: row.phone_number,
    forwardingNumber: forwardingDigits(row.forwarding_number),
    whisperMessage: row.whisper_message,
    createdAt: iso(row.created_at),
    lastCall: row.last_call ? iso(row.last_call) : null,
    callCount: row.call_count,
    status: row.status,
  }));
  return <PhoneTable rows={views} />;
}
