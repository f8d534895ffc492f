import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { authLoginFailures } from '@/lib/db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

/** True when this email or this client address failed too often in the last 15 minutes. */
export async function isLoginRateLimited(email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [counts] = await getDb()
    .select({
      byEmail: sql<number>`count(*) filter (where ${authLoginFailures.email} = ${email.toLowerCase()})`,
      byIp: sql<number>`count(*) filter (where ${authLoginFailures.ip} = ${ip})`,
    })
    .from(authLoginFailures)
    .where(gt(authLoginFailures.created_at, since));
  return Number(counts.byEmail) >= MAX_FAILURES_PER_EMAIL || Number(counts.byIp) >= MAX_FAILURES_PER_IP;
}

export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  await getDb().insert(authLoginFailures).values({ email: email.toLowerCase(), ip });
}

/** A successful sign-in forgives the email's earlier failures (the address keeps its count). */
export async function clearLoginFailures(email: string): Promise<void> {
  await getDb()
    .delete(authLoginFailures)
    .where(and(eq(authLoginFailures.email, email.toLowerCase())));
}
