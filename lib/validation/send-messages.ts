// Zod-free, so a client component can say these without loading the send rules (first-load JS).
import { unprintableMessage } from './printable-text';

/** Messages of the Add Recipient modal (spec sections 5 and 8). */
export const SEND_MESSAGES = {
  nameRequired: 'Recipient name is required',
  nameUnprintable: unprintableMessage('Recipient name'),
  pricingFailed: 'Failed to calculate pricing. Please try again.',
  submitFailed: 'Failed to submit order',
  invalidResponse: 'Invalid response from server',
  unknown: 'Unknown error occurred',
  campaignNotFound: 'Campaign not found',
  returnAddressMissing:
    'Add your return address before sending: it is printed as the sender on every postcard. It is kept in Profile.',
} as const;
