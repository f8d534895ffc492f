import { RATE_LIMIT } from './rate-limit';

/** Every `error` code the API answers, with its status: for the OpenAPI document and /developers. */
export const API_ERROR_CODES = [
  { status: 400, code: 'invalid_json', when: 'The body is not a JSON object' },
  { status: 401, code: 'unauthorized', when: 'No key, or not a current key (missing, wrong or revoked)' },
  { status: 403, code: 'pro_required', when: 'The account is not on the Pro plan' },
  { status: 404, code: 'not_found', when: 'No such order, campaign, list or hook among your own' },
  {
    status: 405,
    code: 'method_not_allowed',
    when: 'The path does not answer this method (TRACE, or any not listed); the `Allow` header lists those it does',
  },
  {
    status: 409,
    code: 'not_cancellable',
    when: 'DELETE /orders/{id}: the order is already with the postal provider, or has ended (completed, failed, cancelled)',
  },
  { status: 409, code: 'too_many_hooks', when: 'The account already has 50 hooks' },
  { status: 413, code: 'payload_too_large', when: 'The body is larger than 1 MB (refused before it is read)' },
  { status: 422, code: 'validation_error', when: 'A field is missing or malformed; `fields` names each one' },
  {
    status: 422,
    code: 'invalid_address',
    when:
      'The address does not resolve to a deliverable US address, or the address found differs from the one sent ' +
      '(street number, ZIP); the message names what did not match',
  },
  {
    status: 422,
    code: 'return_address_required',
    when: 'The account has no return address (`fields.return_address`); add it in Profile',
  },
  {
    status: 429,
    code: 'rate_limited',
    when: `More than ${RATE_LIMIT.requests} requests in a minute; wait Retry-After seconds`,
  },
  { status: 500, code: 'server_error', when: 'Something failed on our side; try again' },
  { status: 502, code: 'address_lookup_failed', when: 'The address service failed; try again' },
] as const;
