import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { applyPaymentEvent } from '@/lib/billing/apply-payment-event';
import type { Tx } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { sandboxPaymentMethods } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import type { PaymentMethod } from './port';
import { newSandboxId, sandboxPayments } from './sandbox';
import { lockSandboxCustomer, sandboxCustomerOf } from './sandbox-portal';
import { checkCardToSave } from './sandbox-test-cards';

/** Also what another user's card id gives: whose card it is stays unsaid. */
export const CARD_NOT_FOUND = 'This card is not on your account.';

/**
 * Saves a test card to the user's sandbox customer, as Stripe's portal does: the first card
 * becomes the default. Then, like a webhook, tells our side a card was added, so orders
 * waiting at payment_required get another chance now that auto-recharge can pay.
 */
export async function addSandboxCard(
  userId: string,
  input: { cardNumber: string; expiry: string; cvc: string },
): Promise<PaymentMethod> {
  const card = checkCardToSave(input);
  const customerId = await sandboxCustomerOf(userId);
  const id = await getDb().transaction(async (tx) => {
    await lockSandboxCustomer(tx, customerId);
    const [existing] = await tx
      .select({ id: sandboxPaymentMethods.id })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customer_id, customerId))
      .limit(1);
    const [row] = await tx
      .insert(sandboxPaymentMethods)
      .values({
        id: newSandboxId('pm'),
        customer_id: customerId,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        is_default: !existing,
        declines_charges: card.declinesCharges,
      })
      .returning({ id: sandboxPaymentMethods.id });
    await applyPaymentEvent('sandbox', { id: newSandboxId('evt'), type: 'payment_method.added', customerId }, tx);
    return row.id;
  });
  const saved = (await sandboxPayments.listPaymentMethods(customerId)).find((method) => method.id === id);
  if (!saved) throw new Error(`Sandbox card ${id} vanished after saving`);
  return saved;
}

/** The user's own card, locked; another customer's card id is "not found". */
async function ownCard(tx: Tx, customerId: string, paymentMethodId: string) {
  await lockSandboxCustomer(tx, customerId);
  const [card] = await tx
    .select()
    .from(sandboxPaymentMethods)
    .where(and(eq(sandboxPaymentMethods.id, paymentMethodId), eq(sandboxPaymentMethods.customer_id, customerId)));
  if (!card) throw new UserFacingError(CARD_NOT_FOUND);
  return card;
}

/** Makes one of the user's cards the one auto-recharge charges. */
export async function makeDefaultSandboxCard(userId: string, paymentMethodId: string): Promise<void> {
  const customerId = await sandboxCustomerOf(userId);
  await getDb().transaction(async (tx) => {
    await ownCard(tx, customerId, paymentMethodId);
    await tx
      .update(sandboxPaymentMethods)
      .set({ is_default: false })
      .where(eq(sandboxPaymentMethods.customer_id, customerId));
    await tx
      .update(sandboxPaymentMethods)
      .set({ is_default: true })
      .where(and(eq(sandboxPaymentMethods.id, paymentMethodId), eq(sandboxPaymentMethods.customer_id, customerId)));
  });
}

/** Removes one of the user's cards; when it was the default, the newest remaining card takes over. */
export async function removeSandboxCard(userId: string, paymentMethodId: string): Promise<void> {
  const customerId = await sandboxCustomerOf(userId);
  await getDb().transaction(async (tx) => {
    const card = await ownCard(tx, customerId, paymentMethodId);
    await tx.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, card.id));
    if (!card.is_default) return;
    const [next] = await tx
      .select({ id: sandboxPaymentMethods.id })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customer_id, customerId))
      .orderBy(desc(sandboxPaymentMethods.created_at), desc(sandboxPaymentMethods.id))
      .limit(1);
    if (next)
      await tx.update(sandboxPaymentMethods).set({ is_default: true }).where(eq(sandboxPaymentMethods.id, next.id));
  });
}
