import type { CustomValue } from '@/lib/db/schema';
import { phoneForPeople } from '@/lib/phones/format-phone-number';
import { fillPlaceholders, TRACKING_PHONE } from '@/lib/validation/handwriting';
import { NEIGHBOR_NAME } from './neighbors';

/**
 * The handwritten message of one card, as Confirm Order shows it, the order's card view renders
 * it and the provider is asked to print it: the recipient's values (a neighbor card greets the
 * "Current Resident", so one message serves every neighbor) and the campaign's tracking number.
 */
export function cardMessage(
  template: { message: string; custom_values: CustomValue[] },
  campaignType: 'single' | 'neighbor',
  recipient: { name: string; custom_values: Record<string, string> },
  trackingPhone: string | null,
): string {
  const values =
    campaignType === 'neighbor'
      ? { recipient_name: NEIGHBOR_NAME }
      : { ...recipient.custom_values, recipient_name: recipient.name };
  return fillPlaceholders(template.message, template.custom_values, {
    ...values,
    [TRACKING_PHONE]: trackingPhone ? phoneForPeople(trackingPhone) : '',
  });
}
