// Apart from the zod rules, so that a form that only shows a message loads no zod.
import { TRACKING_URL_MESSAGES } from './tracking-url-messages';

/** Every campaign message of spec sections 5 and 8, word for word. */
export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  templateIdRequired: 'Template ID is required',
  templateNotFound: 'Template not found or access denied',
  templateCheckFailed: 'Failed to validate template',
  idRequired: 'Valid campaign ID is required for update',
  selectTemplate: 'Please select a template',
  idMissing: 'Unable to update campaign: ID is missing',
  createFailed: 'Failed to create campaign',
  updateFailed: 'Failed to update campaign',
  loadFailed: 'Failed to load campaigns',
  proRequired: 'Advanced demographic targeting is part of the Pro plan. Upgrade to Pro to target this audience.',
  notFound: 'Campaign not found',
  neighborCount: 'Neighbor count must be between 10 and 200, in steps of 10',
  // A campaign's response URL follows the tracking URL rules, and says so the same way.
  invalidResponseUrl: TRACKING_URL_MESSAGES.enterValidUrl,
  trackingPhoneNotFound: 'Tracking phone number not found',
  trackingPhonePro: 'Tracking phone numbers are part of the Pro plan. Upgrade to Pro to print one on your postcards.',
} as const;
