import 'server-only';
import { and, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { trackingUrls } from '@/lib/db/schema';

/** The user's own tracking URL by id, or null (someone else's id is simply not found). */
export async function getTrackingUrl(userId: string, id: string) {
  const [row] = await withUserScope(userId, (tx) =>
    tx
      .select({ id: trackingUrls.id, name: trackingUrls.name, targetUrl: trackingUrls.target_url })
      .from(trackingUrls)
      .where(and(eq(trackingUrls.id, id), eq(trackingUrls.user_id, userId))),
  );
  return row ?? null;
}
