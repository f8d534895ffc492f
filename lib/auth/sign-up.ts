import 'server-only';
import { subscriptionSnapshot } from '@/lib/billing/subscription-snapshot';
import { getDb } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { profiles } from '@/lib/db/schema';
import { UserFacingError, logError } from '@/lib/errors';
import { findActiveFreePlan } from '@/lib/plans/find-plans';
import { getPayments } from '@/lib/providers/payments';
import type { SignupInput } from '@/lib/validation/auth';
import { releaseAttempt, reserveAttempt } from './attempt-limits';
import { clientAddress } from './client-ip';
import { isAdminEmail } from './admin-email';
import { getAuth } from './index';
import { AUTH_MESSAGES as M } from './messages';
import { AuthError, type AuthUser } from './port';

/**
 * Signup (spec section 4), limited per email and per client: an attempt that does not create an
 * account counts (an email taken tells whether someone has an account). The admin's email is
 * never open to signup: the app creates that account itself (lib/auth/admin-account.ts).
 */
export async function signUp(input: SignupInput): Promise<AuthUser> {
  const attempt = await reserveAttempt('sign_up', input.email.toLowerCase(), await clientAddress());
  if (attempt === null) throw new UserFacingError(M.tooManySignUps);
  if (isAdminEmail(input.email)) throw new UserFacingError(M.emailTaken);
  const user = await createAccount(input);
  await releaseAttempt(attempt);
  await getAuth().signIn(input.email, input.password);
  return user;
}

/**
 * The signup sequence of spec section 4: create the auth user; find the active Free plan;
 * create the payment customer and the Free subscription; upsert the profile with plan and
 * subscription data and an API key. A failure after the user exists removes the user again,
 * so no half-made account is left behind. Nobody is signed in.
 */
export async function createAccount(
  { name, email, password }: SignupInput,
  options: { confirmed?: boolean } = {},
): Promise<AuthUser> {
  const auth = getAuth();
  let user: AuthUser;
  try {
    user = await auth.createUser(email, password, options);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'email_taken') throw new UserFacingError(M.emailTaken);
    logError('signup: create user', error);
    throw new UserFacingError(M.createUserFailed);
  }

  try {
    await setUpAccount(user, name);
  } catch (error) {
    await auth.deleteUser(user.id).catch((e) => logError('signup: undo user', e));
    if (error instanceof UserFacingError) throw error;
    logError('signup: set up account', error);
    throw new UserFacingError(M.signupFailed);
  }
  return user;
}

async function setUpAccount(user: AuthUser, name: string): Promise<void> {
  const freePlan = await findActiveFreePlan();
  if (!freePlan?.stripe_price_id) throw new UserFacingError(M.noFreePlan);

  const payments = getPayments();
  const customer = await payments.createCustomer({ userId: user.id, email: user.email, name });
  const subscription = await payments.createSubscription({
    customerId: customer.id,
    priceId: freePlan.stripe_price_id,
    userId: user.id,
  });

  // No API key yet: the first one is made when the user asks for it, and shown in full then.
  const values = {
    name,
    email: user.email,
    stripe_customer_id: customer.id,
    subscription_status: subscription.status,
    current_plan_id: freePlan.id,
    subscription_product_id: subscription.productId,
    current_subscription: subscriptionSnapshot(subscription),
    updated_at: new Date(),
  };
  try {
    await getDb()
      .insert(profiles)
      .values({ id: user.id, ...values })
      .onConflictDoUpdate({ target: profiles.id, set: values });
  } catch (error) {
    if (isUniqueViolation(error)) {
      logError('signup: profile duplicate key', error);
      throw new UserFacingError(M.duplicateKey);
    }
    throw error;
  }
}
