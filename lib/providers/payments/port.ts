export type PaymentSubscription = {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  productId: string | null;
  currentPeriodEnd: string | null;
};

/**
 * The payment provider as the domain sees it. Stripe and the sandbox implement it; domain code
 * never imports an SDK. Completed by the orders and money work (cards, top-ups, webhooks).
 */
export interface PaymentsPort {
  readonly kind: 'sandbox' | 'stripe';
  createCustomer(input: { userId: string; email: string; name: string }): Promise<{ id: string }>;
  /** Starts a subscription; a $0 price is active at once, a paid one waits for its first payment. */
  createSubscription(input: {
    customerId: string;
    priceId: string;
    userId: string;
  }): Promise<PaymentSubscription>;
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
  }): Promise<{ url: string }>;
  /** A page where the customer manages plan and cards; we send the browser there. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}
