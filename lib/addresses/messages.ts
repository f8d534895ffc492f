/**
 * The address texts of the spec (sections 2, 5 and 8), shared by the server and the browser;
 * this file imports nothing, so client components may use it.
 */
export const ADDRESS_MESSAGES = {
  /** A picked suggestion did not resolve to street number, street, city, state and ZIP. */
  invalid: 'Please enter a valid US address',
  /** The maps service failed (network, outage, refused key). */
  failed: 'Failed to validate address',
  /** Submitting a form before a suggestion was picked and resolved. */
  notValidated: 'Please validate the address before submitting',
  /** The very first lookup of a page failed: the service is not usable at all. */
  initFailed: 'Failed to initialize address lookup service',
  validated: 'Address validated',
  placeholder: '123 Street Name, City, ST 12345',
} as const;

/** Lookups need this many typed characters; fewer would only bill useless predictions. */
export const MIN_QUERY_LENGTH = 3;
