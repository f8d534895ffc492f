// Apart from the zod rules, so that a list that only shows a message loads no zod.
/** Spec sections 5 "Phone number" and 8 "Tracking". */
export const PHONE_MESSAGES = {
  enterName: 'Please enter a name',
  areaCode: 'Area code must be exactly 3 digits',
  forwardingNumber: 'Please enter a valid 10-digit forwarding number',
  enterWhisper: 'Please enter a whisper message',
  noneAvailable: 'No phone numbers available in this area code',
  checkFailed: 'Failed to check number availability',
  searchFailed: 'Failed to search for available numbers',
  provisionFailed: 'Failed to provision phone number',
  saveFailed: 'Failed to save phone number',
  createTrackingFailed: 'Failed to create phone tracking',
  createFailed: 'Failed to create phone number',
  updateFailed: 'Failed to update phone number',
  deleteFailed: 'Failed to delete phone number',
  releaseFailed: (provider: string) => `Failed to release phone number from ${provider}`,
  deleteFromDatabaseFailed: 'Failed to delete phone number from database',
  invalidAreaCode: 'Invalid area code format',
  invalidForwardingNumber: 'Invalid forwarding number format',
  loadFailed: 'Failed to load phone numbers',
  deleteConfirm: 'Are you sure you want to delete this phone number? This action cannot be undone.',
  proRequired: 'Tracking phone numbers are part of the Pro plan. Upgrade to Pro to rent one.',
} as const;

export const MAX_PHONE_NAME_LENGTH = 100;
export const MAX_WHISPER_LENGTH = 300;

/** Digit inputs keep only digits, as typed (spec section 5). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
