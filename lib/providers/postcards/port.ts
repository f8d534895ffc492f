/**
 * The postcard provider as the domain sees it: thanks.io or the sandbox. Sending, radius search
 * and tracking join this port with the orders work.
 */
export interface PostcardsPort {
  readonly kind: 'sandbox' | 'thanksio';
  /** The message in handwriting, as an image URL the browser can show. */
  previewHandwriting(input: { message: string; styleId: number; color: string }): Promise<{ imageUrl: string }>;
}

/** The provider answered, but with an error. */
export class PostcardProviderError extends Error {
  constructor(message: string, readonly status?: number) {
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
