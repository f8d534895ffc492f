import 'server-only';
import { eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { profiles } from '@/lib/db/schema';

export async function getProfileDetails(userId: string) {
  const [row] = await withUserScope(userId, (tx) =>
    tx.select({ name: profiles.name, createdAt: profiles.created_at }).from(profiles).where(eq(profiles.id, userId)),
  );
  return row;
}
