/** The API key texts of spec section 8 and the Integrations tab; imports nothing, so client-safe. */
export const API_KEY_MESSAGES = {
  noKey: 'No API key found. Please contact support.',
  revokeFailed: 'Failed to revoke API key',
  proRequired: 'API access is part of the Pro plan. Upgrade to Pro to use the API.',
} as const;
