import 'server-only';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { profiles, trackingUrls } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import { isProUser } from '@/lib/plans/is-pro';
import { normalizeTargetUrl, TRACKING_URL_MESSAGES as M } from '@/lib/validation/tracking-url';
import { newTrackingId } from './new-tracking-id';

export const FREE_TRACKING_URL_CAP = 1;

export type CreatedTrackingUrl = { id: string; name: string; targetUrl: string };

/**
 * Creates a tracking URL for the user. Free users may have one: the profile row is locked
 * while counting, so two concurrent creates cannot both pass the cap. A colliding id (1 in
 * 36^12) is drawn again.
 */
export async function createTrackingUrl(
  userId: string,
  input: { name: string; targetUrl: string },
  nextId: () => string = newTrackingId,
): Promise<CreatedTrackingUrl> {
  const name = input.name.trim();
  if (!name) throw new UserFacingError(M.nameRequired);
  const targetUrl = normalizeTargetUrl(input.targetUrl);
  if (!targetUrl) throw new UserFacingError(M.invalidTargetUrl);

  for (let attempt = 0; ; attempt++) {
    try {
      return await getDb().transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${profiles} where ${profiles.id} = ${userId} for update`);
        if (!(await isProUser(tx, userId))) {
          // The cap is on the links a user makes; a campaign's postcard links do not count.
          const [{ owned }] = await tx
            .select({ owned: count() })
            .from(trackingUrls)
            .where(and(eq(trackingUrls.user_id, userId), isNull(trackingUrls.campaign_id)));
          if (owned >= FREE_TRACKING_URL_CAP) throw new UserFacingError(M.freeCap);
        }
        const id = nextId();
        await tx.insert(trackingUrls).values({ id, name, target_url: targetUrl, user_id: userId });
        return { id, name, targetUrl };
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
