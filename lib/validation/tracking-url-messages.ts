// The tracking URL messages of the spec, apart from the zod rules: components that only show a
// message (the copy button of every row) do not bring zod into the page's first load.
/**
 * Spec sections 5 "QR creation" / "Tracking URL" and 8 "Tracking". The Link Not Found page's
 * texts are in lib/tracking/short-link-answer.mjs, which the front process runs as plain JavaScript.
 */
export const TRACKING_URL_MESSAGES = {
  // The Create New QR Code form, checked as the user submits.
  enterName: 'Please enter a name',
  enterTargetUrl: 'Please enter a target URL',
  enterValidUrl: 'Please enter a valid URL (e.g., example.com)',
  // The server's answer to the same form.
  nameEmpty: 'Name cannot be empty',
  invalidUrl: 'Invalid URL',
  // The domain operation, whoever calls it.
  nameRequired: 'Name is required',
  invalidTargetUrl: 'Invalid target URL',
  freeCap: 'Free users can only create one tracking URL. Upgrade to Pro for unlimited tracking URLs.',
  createFailed: 'Failed to create tracking URL',
  createQrFailed: 'Failed to create QR code',
  generateQrFailed: 'Failed to generate QR code',
  notFound: 'Tracking URL not found',
  copyFailed: 'Failed to copy URL to clipboard',
  loadFailed: 'Failed to load tracking URLs',
} as const;
