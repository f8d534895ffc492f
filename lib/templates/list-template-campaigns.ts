import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns } from '@/lib/db/schema';

/**
 * The names of the user's campaigns by the template they send (index campaigns_user_created_idx),
 * so that deleting a template can say which campaigns use it.
 */
export async function listTemplateCampaigns(userId: string): Promise<Map<string, string[]>> {
  const rows = await withUserScope(userId, (tx) =>
    tx
      .select({ templateId: campaigns.template_id, name: campaigns.name })
      .from(campaigns)
      .where(eq(campaigns.user_id, userId))
      .orderBy(asc(campaigns.name)),
  );
  const byTemplate = new Map<string, string[]>();
  for (const row of rows) byTemplate.set(row.templateId, [...(byTemplate.get(row.templateId) ?? []), row.name]);
  return byTemplate;
}
