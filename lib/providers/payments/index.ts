import 'server-only';
import { env } from '@/lib/env';
import type { PaymentsPort } from './port';
import { sandboxPayments } from './sandbox';
import { createStripePayments } from './stripe';

let stripe: PaymentsPort | undefined;

export function getPayments(): PaymentsPort {
  const config = env();
  if (config.modes.payments === 'sandbox') return sandboxPayments;
  stripe ??= createStripePayments(config.STRIPE_SECRET_KEY!);
  return stripe;
}

export type { OffSessionCharge, PaymentMethod, PaymentsPort, PaymentSubscription } from './port';
