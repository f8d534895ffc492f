/** The API key texts of spec section 8 and the Integrations tab; imports nothing, so client-safe. */
export const API_KEY_MESSAGES = {
  noKey: 'No API key found. Please contact support.',
  revokeFailed: 'Failed to revoke API key',
  createFailed: 'Failed to create API key',
  alreadyHasKey: 'You already have an API key. Regenerate it to get a new one.',
  proRequired: 'API access is part of the Pro plan. Upgrade to Pro to use the API.',
} as const;
