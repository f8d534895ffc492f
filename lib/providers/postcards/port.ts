import type { PostcardSize, ValidatedAddress } from '@/lib/db/schema';

export type MailingRecipient = {
  name: string;
  address: ValidatedAddress;
  /** Apartment, suite or unit, printed under the street; neighbors found by a radius search have none. */
  address2?: string | null;
};

export type ReturnAddress = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
};

/** One order to the provider: one design and message, mailed to one or more recipients. */
export type PostcardSubmission = {
  /** Our order id. Lets a recovering worker ask whether an interrupted attempt got through. */
  reference: string;
  size: PostcardSize;
  /** Absolute URLs the provider can fetch. */
  frontImageUrl: string;
  backImageUrl: string | null;
  /** The handwritten message with this order's values filled in. */
  message: string;
  /** The order's own short link, printed as the QR code on the back; null: no QR code. */
  qrCodeUrl: string | null;
  handwritingStyleId: number;
  handwritingColor: string;
  returnAddress: ReturnAddress | null;
  recipients: MailingRecipient[];
};

export type NeighborSearch = {
  address: ValidatedAddress;
  count: number;
  /** One of lib/campaigns/demographics.ts (thanks.io's record_types). */
  recordType: string;
  includeCondos: boolean;
};

/** Where the provider says an accepted order is. */
export type ProviderOrderState = {
  state: 'in_progress' | 'mailed' | 'failed' | 'cancelled';
  /** The provider's own words for display, e.g. "Printing", "Delivered". */
  providerStatus: string;
  /** Why it failed, readable by the customer. */
  failure?: string;
  /**
   * The provider's own events so far, oldest first ("Printed", "In Transit", "Delivered"…), when
   * it tells them; each is recorded once on the order's timeline (decision 035).
   */
  events?: Array<{ status: string; at?: Date }>;
  /** Nothing more will happen to the mail piece (delivered, returned, failed): stop following it. */
  final?: boolean;
};

/**
 * The postcard provider as the domain sees it: thanks.io or the sandbox. Domain code never
 * imports an SDK or builds a provider request.
 */
export interface PostcardsPort {
  readonly kind: 'sandbox' | 'thanksio';
  /** The message in handwriting, as an image URL the browser can show. */
  previewHandwriting(input: { message: string; styleId: number; color: string }): Promise<{ imageUrl: string }>;
  /**
   * Places the order. The provider has no idempotency key: call this once per recorded attempt.
   * Throws PostcardProviderError (see `isTransient`) when the provider refuses or is unreachable.
   */
  sendPostcards(submission: PostcardSubmission): Promise<{ providerOrderId: string; providerStatus: string }>;
  /**
   * After a worker died mid-call: the order placed under this reference, null when the provider
   * certainly has none, 'unknown' when the provider cannot be asked.
   */
  findSubmission(reference: string): Promise<{ providerOrderId: string } | null | 'unknown'>;
  /** The nearest `count` addresses around one (the provider's radius search; it charges per record). */
  searchNeighbors(search: NeighborSearch): Promise<MailingRecipient[]>;
  trackOrder(providerOrderId: string): Promise<ProviderOrderState>;
}

/**
 * The provider answered with an error (`status` is the HTTP status), or did not answer at all
 * (no status). `outcomeUnknown`: the request may have reached the provider and been acted on
 * (a timeout after sending, a dropped connection), so repeating it could mail twice.
 */
export class PostcardProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly outcomeUnknown = false,
  ) {
    super(message);
    this.name = 'PostcardProviderError';
  }
}

/** The provider answered success in a shape we cannot use. */
export class InvalidProviderResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidProviderResponseError';
  }
}

/**
 * Worth another attempt later: no answer at all (network, timeout), 408, 429 or a 5xx.
 * Anything else (401, 402, 422, …) will not get better by itself.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof PostcardProviderError) {
    return error.status === undefined || error.status === 408 || error.status === 429 || error.status >= 500;
  }
  if (error instanceof InvalidProviderResponseError) return false;
  return true; // thrown by fetch itself: the network or a timeout
}
