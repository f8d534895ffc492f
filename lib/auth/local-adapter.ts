import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { cookies, headers } from 'next/headers';
import { getDb } from '@/lib/db/client';
import { authSessions, authUsers } from '@/lib/db/schema';
import { localResetLinkLooksUsable, resetLocalPassword, sendLocalPasswordReset } from './local-password-reset';
import { hashPassword, verifyPassword } from './password';
import { AuthError, type AuthPort, type AuthUser, type SessionState, type SignOutScope } from './port';
import { SESSION_COOKIE, SESSION_ROLL_AFTER_MS, SESSION_TTL_MS, sessionCookieOptions } from './session-cookie';

// Compared against when the email is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

async function currentSessionId(): Promise<string | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return token ? tokenId(token) : null;
}

async function findUserByEmail(email: string) {
  const [row] = await getDb()
    .select()
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`);
  return row;
}

/** Users and sessions in our own database; the cookie carries a random token, we store its hash. */
export const localAuth: AuthPort = {
  kind: 'local',

  async createUser(email, password) {
    if (await findUserByEmail(email)) throw new AuthError('email_taken');
    try {
      const [row] = await getDb()
        .insert(authUsers)
        .values({ email: email.toLowerCase(), password_hash: await hashPassword(password) })
        .returning({ id: authUsers.id, email: authUsers.email });
      return row;
    } catch (error) {
      // A concurrent signup with the same email lost the race on the unique index.
      if (await findUserByEmail(email)) throw new AuthError('email_taken');
      throw new AuthError('create_failed', (error as Error).message);
    }
  },

  async deleteUser(userId) {
    await getDb().delete(authUsers).where(eq(authUsers.id, userId));
  },

  async signIn(email, password) {
    const user = await findUserByEmail(email);
    // Hash even when the user is unknown so the response time does not reveal which emails exist.
    const ok = await verifyPassword(
      password,
      user?.password_hash ?? (await (dummyHash ??= hashPassword('not a password'))),
    );
    if (!user || !ok) throw new AuthError('invalid_credentials');
    const token = randomBytes(32).toString('base64url');
    await getDb()
      .insert(authSessions)
      .values({
        id: tokenId(token),
        user_id: user.id,
        expires_at: new Date(Date.now() + SESSION_TTL_MS),
        user_agent: (await headers()).get('user-agent')?.slice(0, 400) ?? null,
      });
    (await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions());
    return { id: user.id, email: user.email };
  },

  async getSession(): Promise<SessionState> {
    const id = await currentSessionId();
    if (!id) return { status: 'signed_out' };
    const [row] = await getDb()
      .select({
        userId: authUsers.id,
        email: authUsers.email,
        expiresAt: authSessions.expires_at,
        lastUsedAt: authSessions.last_used_at,
      })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.user_id))
      .where(eq(authSessions.id, id));
    const now = Date.now();
    if (!row || row.expiresAt.getTime() <= now) return { status: 'expired' };
    if (now - row.lastUsedAt.getTime() > SESSION_ROLL_AFTER_MS) {
      // Rolling session: activity pushes the expiry out again (the proxy renews the cookie).
      await getDb()
        .update(authSessions)
        .set({ last_used_at: new Date(now), expires_at: new Date(now + SESSION_TTL_MS) })
        .where(eq(authSessions.id, id));
    }
    const user: AuthUser = { id: row.userId, email: row.email };
    return { status: 'signed_in', user };
  },

  async signOut(scope: SignOutScope) {
    const id = await currentSessionId();
    if (!id) return;
    const [session] = await getDb()
      .select({ userId: authSessions.user_id })
      .from(authSessions)
      .where(eq(authSessions.id, id));
    const db = getDb();
    if (scope === 'local' || !session) {
      await db.delete(authSessions).where(eq(authSessions.id, id));
    } else if (scope === 'global') {
      await db.delete(authSessions).where(eq(authSessions.user_id, session.userId));
    } else {
      await db.delete(authSessions).where(and(eq(authSessions.user_id, session.userId), ne(authSessions.id, id)));
      return; // 'others' keeps this browser signed in
    }
    (await cookies()).delete(SESSION_COOKIE);
  },

  async verifyPassword(email, password) {
    const user = await findUserByEmail(email);
    return !!user && (await verifyPassword(password, user.password_hash));
  },

  async updatePassword(userId, newPassword) {
    await getDb()
      .update(authUsers)
      .set({ password_hash: await hashPassword(newPassword), updated_at: new Date() })
      .where(eq(authUsers.id, userId));
  },

  sendPasswordReset: sendLocalPasswordReset,
  resetLinkLooksUsable: localResetLinkLooksUsable,
  resetPassword: resetLocalPassword,
};
