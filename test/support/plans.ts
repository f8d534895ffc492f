import { addSandboxCardAction, changeSandboxPlanAction } from '@/actions/sandbox';
import { addSandboxCard } from '@/lib/providers/payments/sandbox-cards';
import { changeSandboxPlan } from '@/lib/providers/payments/sandbox-portal';

/**
 * Switches `userId` to Pro through the sandbox portal, as a user does: a paid plan needs a saved
 * card, so a working test card is saved first (it becomes the default card).
 */
export async function switchToPro(userId: string): Promise<void> {
  await addSandboxCard(userId, { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
  await changeSandboxPlan(userId, 'price_sandbox_pro');
}

/** The same through the portal's actions, as the signed-in user (see actAs): the plan change's answer. */
export async function switchToProAction() {
  const saved = await addSandboxCardAction({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
  if (!saved.ok) throw new Error(saved.error);
  return changeSandboxPlanAction({ priceId: 'price_sandbox_pro' });
}
