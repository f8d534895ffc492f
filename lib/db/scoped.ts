import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Tx } from './client';

/**
 * Runs `work` in a transaction as the signed-in user: role `authenticated` with the user's id
 * in the JWT claims, exactly as Supabase's API does, so the row-level security policies apply
 * on top of the explicit user_id filters of the data layer.
 *
 * For reads only. The role may not write (decision 024): on Supabase the user can use it
 * directly, past every rule of this server. A change the user asks for is written on the owner
 * connection (`getDb()`), after the server's checks, with the same explicit user_id filter.
 */
export async function withUserScope<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const claims = JSON.stringify({ sub: userId, role: 'authenticated' });
  return getDb().transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${claims}, true)`,
    );
    return work(tx);
  });
}
