/** Texts of the public API's errors. The first is the spec's (section 8); the rest are ours. */
export const API_MESSAGES = {
  keyNotFound: 'API key not found. Please generate an API key in your profile settings.',
  proRequired: 'The Inkpost API is part of the Pro plan. Upgrade in your profile settings to use it.',
  rateLimited: (limit: number, seconds: number) =>
    `Too many requests: the limit is ${limit} per minute. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  invalidJson: 'The request body must be a JSON object.',
  bodyTooLarge: 'The request body must be 1 MB or smaller.',
  invalidRequest: 'The request is not valid',
  orderNotFound: 'Order not found',
  sendNotFound: 'Send not found',
  returnAddressRequired:
    'Your account has no return address. Every postcard prints one: add it in Profile → Account → Return address, then send again.',
  campaignNotFound: 'Campaign not found',
  hookNotFound: 'Hook not found',
  unknownEvent: 'Unknown event',
  tooManyHooks: (max: number) => `An account can have at most ${max} hooks. Delete one before adding another.`,
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
