// A signed-in user for the benches that request pages: made as signup makes one, with a
// session token for the cookie and an API key, on the database the bench prepared.
import { createHash, randomBytes } from 'node:crypto';
import { generateApiKey } from '@/lib/accounts/api-key';
import { localAuth } from '@/lib/auth/local-adapter';
import type { Database } from '@/lib/db/client';
import { authSessions, profiles } from '@/lib/db/schema';
import { findActiveFreePlan } from '@/lib/plans/find-plans';
import { getPayments } from '@/lib/providers/payments';
import { addSandboxCard } from '@/lib/providers/payments/sandbox-cards';
import { changeSandboxPlan } from '@/lib/providers/payments/sandbox-portal';

export type Account = { userId: string; sessionToken: string; apiKey: string };

/** A user as signup makes one (local auth, sandbox customer, Free plan), with a return address, moved to Pro (with a saved test card) for the API, with a session and an API key. */
export async function createAccount(database: Database): Promise<Account> {
  const user = await localAuth.createUser(`bench-${Date.now()}@example.com`, 'bench-password-1');
  const free = await findActiveFreePlan();
  const customer = await getPayments().createCustomer({ userId: user.id, email: user.email, name: 'Bench' });
  await getPayments().createSubscription({ customerId: customer.id, priceId: free!.stripe_price_id!, userId: user.id });
  const apiKey = generateApiKey();
  await database.db.insert(profiles).values({
    id: user.id,
    name: 'Bench',
    email: user.email,
    api_key: apiKey.hash,
    api_key_hint: apiKey.hint,
    stripe_customer_id: customer.id,
    current_plan_id: free!.id,
    // Every card prints a return address; the API places no order without one.
    return_address_name: 'Bench',
    return_address_line1: '1 Bench St',
    return_address_city: 'Springfield',
    return_address_state: 'IL',
    return_address_zip: '62701',
  });
  // A paid plan needs a saved card, as for a user in the portal.
  await addSandboxCard(user.id, { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
  await changeSandboxPlan(user.id, 'price_sandbox_pro');
  const sessionToken = randomBytes(32).toString('base64url');
  await database.db.insert(authSessions).values({
    id: createHash('sha256').update(sessionToken).digest('hex'),
    user_id: user.id,
    expires_at: new Date(Date.now() + 30 * 24 * 3600_000),
  });
  return { userId: user.id, sessionToken, apiKey: apiKey.key };
}
