/**
 * Whether a `stripe-signature` header was signed more than `toleranceSeconds` after `nowSeconds`.
 * The Stripe SDK only refuses signatures older than its tolerance; one dated in the future (a
 * clock skewed far ahead, or a capture meant to be replayed later) would pass it and stay
 * replayable until that time plus the tolerance. Every `t=` element is checked.
 */
export function signedInTheFuture(
  signatureHeader: string,
  toleranceSeconds: number,
  nowSeconds = Date.now() / 1000,
): boolean {
  return signatureHeader
    .split(',')
    .map((element) => element.trim())
    .filter((element) => element.startsWith('t='))
    .some((element) => Number(element.slice(2)) > nowSeconds + toleranceSeconds);
}
