'use server';
import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { userAction, userFormAction } from '@/lib/actions/safe-action';
import { requireUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { UserFacingError } from '@/lib/errors';
import { addSandboxCard, makeDefaultSandboxCard, removeSandboxCard } from '@/lib/providers/payments/sandbox-cards';
import { payCheckout } from '@/lib/providers/payments/sandbox-checkout';
import {
  cancelSandboxSubscription,
  changeSandboxPlan,
  subscribeSandboxPlan,
} from '@/lib/providers/payments/sandbox-portal';
import { sandboxOffsetMs, setSandboxOffset } from '@/lib/time/clock';
import { mayUseSandboxClock } from '@/lib/time/sandbox-clock-access';

function requireSandbox() {
  if (env().modes.payments !== 'sandbox') throw new UserFacingError('Stripe not initialized');
}

const PriceSchema = z.object({ priceId: z.string().min(1).max(200) });
const CardIdSchema = z.object({ paymentMethodId: z.string().min(1).max(200) });
// Only presence and size here: the card rules and their wording are Stripe's (sandbox-test-cards.ts).
const NewCardSchema = z.object({
  cardNumber: z.string().trim().min(1, 'Enter a card number').max(40),
  expiry: z.string().max(20),
  cvc: z.string().max(10),
});

const CheckoutSchema = z.object({
  sessionId: z.string().min(1),
  cardNumber: z.string().trim().min(1, 'Enter a card number'),
});

export const payCheckoutAction = userAction(
  CheckoutSchema,
  { name: 'sandbox-pay-checkout', fallbackError: 'Failed to load payment portal' },
  async ({ sessionId, cardNumber }, user) => {
    requireSandbox();
    return { returnPath: await payCheckout(user.id, sessionId, cardNumber) };
  },
);

export const changeSandboxPlanAction = userAction(
  PriceSchema,
  { name: 'sandbox-change-plan', fallbackError: 'Failed to load subscription portal' },
  async ({ priceId }, user) => {
    requireSandbox();
    await changeSandboxPlan(user.id, priceId);
    return null;
  },
);

export const subscribeSandboxPlanAction = userAction(
  PriceSchema,
  { name: 'sandbox-subscribe', fallbackError: 'Failed to load subscription portal' },
  async ({ priceId }, user) => {
    requireSandbox();
    await subscribeSandboxPlan(user.id, priceId);
    return null;
  },
);

export const cancelSandboxSubscriptionAction = userAction(
  z.undefined(),
  { name: 'sandbox-cancel-subscription', fallbackError: 'Failed to load subscription portal' },
  async (_input, user) => {
    requireSandbox();
    await cancelSandboxSubscription(user.id);
    return null;
  },
);

export const addSandboxCardAction = userAction(
  NewCardSchema,
  { name: 'sandbox-add-card', fallbackError: 'Failed to load payment methods' },
  async (input, user) => {
    requireSandbox();
    return addSandboxCard(user.id, input);
  },
);

export const makeDefaultSandboxCardAction = userAction(
  CardIdSchema,
  { name: 'sandbox-make-default-card', fallbackError: 'Failed to load payment methods' },
  async ({ paymentMethodId }, user) => {
    requireSandbox();
    await makeDefaultSandboxCard(user.id, paymentMethodId);
    return null;
  },
);

export const removeSandboxCardAction = userAction(
  CardIdSchema,
  { name: 'sandbox-remove-card', fallbackError: 'Failed to load payment methods' },
  async ({ paymentMethodId }, user) => {
    requireSandbox();
    await removeSandboxCard(user.id, paymentMethodId);
    return null;
  },
);

// The sandbox checkout and portal forms (FormData, useActionState): paying sends the browser back
// to where the payment started.
export const payCheckoutFormAction = userFormAction(
  CheckoutSchema,
  { name: 'sandbox-pay-checkout', fallbackError: 'Failed to load payment portal', echo: ['cardNumber'] },
  async ({ sessionId, cardNumber }, user) => {
    requireSandbox();
    redirect(await payCheckout(user.id, sessionId, cardNumber));
  },
);

export const addSandboxCardFormAction = userFormAction(
  NewCardSchema,
  { name: 'sandbox-add-card', fallbackError: 'Failed to load payment methods', echo: ['cardNumber', 'expiry'] },
  async (input, user) => {
    requireSandbox();
    return addSandboxCard(user.id, input);
  },
);

const CardChoiceSchema = CardIdSchema.extend({ intent: z.enum(['default', 'remove']) });

/** A saved card's 'Make default' or 'Remove' (the pressed button's intent). */
export const sandboxCardFormAction = userFormAction(
  CardChoiceSchema,
  { name: 'sandbox-card', fallbackError: 'Failed to load payment methods' },
  async ({ paymentMethodId, intent }, user) => {
    requireSandbox();
    if (intent === 'default') await makeDefaultSandboxCard(user.id, paymentMethodId);
    else await removeSandboxCard(user.id, paymentMethodId);
    return null;
  },
);

const PlanChoiceSchema = PriceSchema.extend({ mode: z.enum(['switch', 'subscribe']) });

/** A plan of the sandbox portal: switch to it, or (after a cancellation) subscribe to it. */
export const sandboxPlanFormAction = userFormAction(
  PlanChoiceSchema,
  { name: 'sandbox-plan', fallbackError: 'Failed to load subscription portal' },
  async ({ priceId, mode }, user) => {
    requireSandbox();
    if (mode === 'switch') await changeSandboxPlan(user.id, priceId);
    else await subscribeSandboxPlan(user.id, priceId);
    return null;
  },
);

export const cancelSandboxSubscriptionFormAction = userFormAction(
  z.object({}),
  { name: 'sandbox-cancel-subscription', fallbackError: 'Failed to load subscription portal' },
  async (_input, user) => {
    requireSandbox();
    await cancelSandboxSubscription(user.id);
    return null;
  },
);

// The sandbox clock (/sandbox/clock): plain form posts, so the page works before hydration.
const ClockMoveSchema = z.object({ days: z.coerce.number().int().min(0).max(365) });
const DAY_MS = 24 * 60 * 60 * 1000;

/** The admin moves the sandbox clock `days` further ahead; 0 puts it back to the real time. */
export async function moveSandboxClockAction(data: FormData): Promise<void> {
  if (!mayUseSandboxClock(await requireUser())) notFound();
  const { days } = ClockMoveSchema.parse({ days: data.get('days') });
  await setSandboxOffset(days === 0 ? 0 : (await sandboxOffsetMs()) + days * DAY_MS);
  redirect('/sandbox/clock');
}
