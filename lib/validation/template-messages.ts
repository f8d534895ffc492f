// Apart from the zod rules, so that a dialog that only shows a message loads no zod.
/** The template messages of spec sections 4, 5 and 8. */
export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  sizeRequired: 'Please choose a postcard size',
  imagesRequired: 'Please upload both a front and a back image',
  messageRequired: 'Message is required',
  invalidColor: 'Handwriting color must be # followed by 6 hex digits',
  invalidStyle: 'Invalid handwriting style',
  saveFailed: 'Failed to save template',
  updateFailed: 'Failed to update template',
  deleteFailed: 'Failed to delete template. Please try again.',
  inUse:
    'Cannot delete this template because it is being used by one or more campaigns. Please delete the associated campaigns first.',
  notFound: 'Template not found',
} as const;
