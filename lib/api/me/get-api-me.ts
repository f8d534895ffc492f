import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { withUserScope } from '@/lib/db/scoped';
import { pricingPlans, profiles } from '@/lib/db/schema';
import type { MeSchema } from '../schemas/me';

/** Who the key belongs to: what Zapier's connection test shows as the account's label. */
export async function getApiMe(userId: string): Promise<z.output<typeof MeSchema>> {
  const [row] = await withUserScope(userId, (tx) =>
    tx
      .select({ id: profiles.id, email: profiles.email, name: profiles.name, plan: pricingPlans.name })
      .from(profiles)
      .leftJoin(pricingPlans, eq(pricingPlans.id, profiles.current_plan_id))
      .where(eq(profiles.id, userId)),
  );
  return { id: row.id, email: row.email, name: row.name, plan: row.plan ?? null };
}
