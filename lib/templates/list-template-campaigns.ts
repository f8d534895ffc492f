import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, followUpSteps } from '@/lib/db/schema';

/**
 * The names of the user's campaigns by the template they send (index campaigns_user_created_idx),
 * so that deleting a template can say which campaigns use it: as the campaign's own template or
 * as one of its follow-up steps' — a removed step's too, whose orders still mail it (decision 038).
 */
export async function listTemplateCampaigns(userId: string): Promise<Map<string, string[]>> {
  const [own, steps] = await withUserScope(userId, async (tx) => [
    await tx
      .select({ templateId: campaigns.template_id, name: campaigns.name })
      .from(campaigns)
      .where(eq(campaigns.user_id, userId))
      .orderBy(asc(campaigns.name)),
    await tx
      .select({ templateId: followUpSteps.template_id, name: campaigns.name })
      .from(followUpSteps)
      .innerJoin(campaigns, eq(campaigns.id, followUpSteps.campaign_id))
      .where(eq(followUpSteps.user_id, userId))
      .orderBy(asc(campaigns.name)),
  ]);
  const byTemplate = new Map<string, string[]>();
  for (const row of [...own, ...steps]) {
    const names = byTemplate.get(row.templateId) ?? [];
    if (!names.includes(row.name)) byTemplate.set(row.templateId, [...names, row.name]);
  }
  return byTemplate;
}
