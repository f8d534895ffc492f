import type { ValidatedAddress } from '@/lib/db/schema';
import type { JsonObject } from './thanksio-http';
import type { MailingRecipient, NeighborSearch, PostcardSubmission, ReturnAddress } from './port';

/*
 * Our records to thanks.io request bodies and back. Field names follow the OpenAPI document of
 * thanks-io/thanks.io-api-docs (api-reference/openapi.json): `send-mailer-base`, `/send/postcard`,
 * `/mailing-lists/buy-radius-search` and `/mailing-lists-utils/recipients/{mailingListId}`.
 */

const streetLine = (address: ValidatedAddress) => `${address.street_number} ${address.route}`;

function recipientFields({ name, address, address2 }: MailingRecipient) {
  return {
    name,
    address: streetLine(address),
    // The unit: without it the card goes to the building and comes back (issue 35).
    ...(address2?.trim() ? { address2: address2.trim() } : {}),
    city: address.locality,
    province: address.administrative_area_level_1,
    postal_code: address.postal_code,
    country: 'US',
  };
}

function returnFields(from: ReturnAddress) {
  return {
    return_name: from.name,
    return_address: from.line1,
    ...(from.line2?.trim() ? { return_address2: from.line2.trim() } : {}),
    return_city: from.city,
    return_state: from.state,
    return_postal_code: from.zip,
  };
}

/** The JSON body of `POST /send/postcard`. */
export function sendPostcardBody(submission: PostcardSubmission): JsonObject {
  return {
    size: submission.size,
    front_image_url: submission.frontImageUrl,
    message: submission.message,
    handwriting_style: submission.handwritingStyleId,
    handwriting_color: submission.handwritingColor,
    recipients: submission.recipients.map(recipientFields),
    ...(submission.returnAddress ? returnFields(submission.returnAddress) : {}),
    // The back image sits behind the handwriting; without the flag thanks.io uses its default.
    ...(submission.backImageUrl
      ? { use_custom_background: true, custom_background_image: submission.backImageUrl }
      : {}),
    // thanks.io draws the QR code of this URL on the back itself, one per send call (its
    // document: "URL to Autogenerate QR Code on back of postcard"); without it the account's
    // default QR URL is printed.
    ...(submission.qrCodeUrl ? { qrcode_url: submission.qrCodeUrl } : {}),
  };
}

function asObject(value: unknown): JsonObject | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : null;
}

/** A positive integer id as thanks.io sends it (a number, sometimes a numeric string). */
function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return value.trim();
  return null;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The order a send placed. `send-mailer-order-response` is the order object itself (`id`,
 * `status: "reviewing"`, `display_status: "Reviewing"`); a `data` wrapper is accepted too, because
 * failing to read the id of a placed order would refund a card that is mailed anyway.
 */
export function placedOrder(body: JsonObject | null): { providerOrderId: string; providerStatus: string } | null {
  const order = idOf(body?.id) ? body : asObject(body?.data);
  const providerOrderId = idOf(order?.id);
  if (!order || !providerOrderId) return null;
  const display = typeof order.display_status === 'string' ? order.display_status.trim() : '';
  const status = typeof order.status === 'string' ? order.status.trim() : '';
  // A new order sits in "Reviewing" for the hour it may be cancelled (api-mode.mdx).
  return { providerOrderId, providerStatus: display || (status && capitalised(status)) || 'Reviewing' };
}

/** The JSON body of `POST /mailing-lists/buy-radius-search`. */
export function radiusSearchBody(search: NeighborSearch): JsonObject {
  return {
    address: streetLine(search.address),
    postal_code: search.address.postal_code,
    record_count: search.count,
    record_types: search.recordType,
    // The schema says the default is false, an older description "Defaults to true": never rely on it.
    include_condos: search.includeCondos,
    // Phone and email cost $0.20 a record more, and nothing here uses them.
    append_data: false,
  };
}

/** thanks.io's documented 400 for an empty search: a result, not an error. */
export function isNoNeighbors(body: JsonObject | null): boolean {
  return body?.failure === true && typeof body.message === 'string' && /no neighbors/i.test(body.message);
}

export function boughtMailingListId(body: JsonObject | null): string | null {
  return body?.failure === true ? null : idOf(body?.mailing_list_id);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** "123 Main Street" → number and street; a line without a house number ("PO Box 7") → null. */
function splitStreet(line: string): { street_number: string; route: string } | null {
  const match = line.match(/^([A-Za-z]?\d[\dA-Za-z/-]*)\s+(.+)$/);
  return match ? { street_number: match[1], route: match[2] } : null;
}

/** One radius-search record as a neighbor, or null when it cannot be mailed as given. */
export function neighborFromRecord(value: unknown): MailingRecipient | null {
  const record = asObject(value);
  if (!record || record.can_deliver === false) return null;
  const street = splitStreet(text(record.address));
  const unit = text(record.address2);
  const city = text(record.city);
  const state = text(record.province).toUpperCase();
  // ZIP+4 keeps its first five digits, as addresses picked in the app do.
  const zip = text(record.postal_code).match(/^(\d{5})(?:-?\d{4})?$/)?.[1];
  if (!street || !city || !/^[A-Z]{2}$/.test(state) || !zip) return null;
  // ValidatedAddress has no second line: a condo's unit rides on the street so it is not lost.
  const route = unit ? `${street.route} ${unit}` : street.route;
  const address: ValidatedAddress = {
    street_number: street.street_number,
    route,
    locality: city,
    administrative_area_level_1: state,
    postal_code: zip,
    formatted_address: `${street.street_number} ${route}, ${city}, ${state} ${zip}`,
  };
  return { name: text(record.name) || 'Current Resident', address };
}

const sameDoor = (a: ValidatedAddress, b: ValidatedAddress) =>
  streetLine(a).toLowerCase() === streetLine(b).toLowerCase() && a.postal_code === b.postal_code;

/**
 * The neighbors in a mailing list's recipients answer (`{ data: [recipient…], …pagination }`),
 * without the search's own address, or null when the answer has no `data` list.
 */
export function neighborsFromList(body: JsonObject | null, search: NeighborSearch): MailingRecipient[] | null {
  if (!Array.isArray(body?.data)) return null;
  return body.data
    .map(neighborFromRecord)
    .filter((neighbor): neighbor is MailingRecipient => !!neighbor && !sameDoor(neighbor.address, search.address))
    .slice(0, search.count);
}
