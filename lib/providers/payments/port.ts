export type PaymentSubscription = {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  productId: string | null;
  currentPeriodEnd: string | null;
};

/** A saved card, as the billing tab lists it (spec section 7: id, last4, expiry, default flag). */
export type PaymentMethod = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
};

/** The outcome of charging a saved card without the customer present (auto-recharge). */
export type OffSessionCharge =
  | { status: 'succeeded'; paymentId: string }
  /** The card was declined or needs the customer: `message` is the provider's reason, shown to the user. */
  | { status: 'declined'; paymentId: string | null; message: string }
  | { status: 'no_payment_method' };

/**
 * The payment provider as the domain sees it. Stripe and the sandbox implement it; domain code
 * never imports an SDK. Completed by the orders and money work (cards, top-ups, webhooks).
 */
export interface PaymentsPort {
  readonly kind: 'sandbox' | 'stripe';
  createCustomer(input: { userId: string; email: string; name: string }): Promise<{ id: string }>;
  /** Starts a subscription; a $0 price is active at once, a paid one waits for its first payment. */
  createSubscription(input: { customerId: string; priceId: string; userId: string }): Promise<PaymentSubscription>;
  /**
   * A hosted payment page for adding funds; the balance is credited only once the provider
   * confirms the payment (webhook, or the sandbox's own confirmation), never on redirect.
   */
  createTopUpCheckout(input: {
    customerId: string;
    userId: string;
    amountCents: number;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** A page where the customer manages plan and cards; we send the browser there. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The customer's saved cards, the default one flagged. */
  listPaymentMethods(customerId: string): Promise<PaymentMethod[]>;
  /**
   * Charges the customer's default card off-session. The same idempotency key always gives the
   * same outcome and never charges twice (a worker that died mid-call asks again safely).
   */
  chargeOffSession(input: {
    customerId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<OffSessionCharge>;
  /** The subscription as the provider has it now (webhooks re-read it: events arrive out of order). */
  retrieveSubscription(subscriptionId: string): Promise<PaymentSubscription>;
}
