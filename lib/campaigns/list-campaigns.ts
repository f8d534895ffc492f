import { desc, eq, sql } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { campaigns, recipients, templates } from '@/lib/db/schema';

/** The user's campaigns, newest first, with their template and recipient counts. */
export async function listCampaigns(userId: string) {
  return withUserScope(userId, (tx) =>
    tx
      .select({
        id: campaigns.id,
        name: campaigns.name,
        type: campaigns.type,
        templateId: campaigns.template_id,
        templateName: templates.name,
        templateSize: templates.size,
        templateCustomValues: templates.custom_values,
        demographics: campaigns.demographics,
        neighborCount: campaigns.neighbor_count,
        includeCondo: campaigns.include_condo,
        status: campaigns.status,
        createdAt: campaigns.created_at,
        recipientCount: sql<number>`(select count(*)::int from ${recipients} r where r.campaign_id = ${campaigns.id})`,
        neighborRecipientCount: sql<number>`(select count(*)::int from ${recipients} r where r.campaign_id = ${campaigns.id} and r.is_neighbor)`,
      })
      .from(campaigns)
      .innerJoin(templates, eq(templates.id, campaigns.template_id))
      .where(eq(campaigns.user_id, userId))
      .orderBy(desc(campaigns.created_at)),
  );
}

export type CampaignListItem = Awaited<ReturnType<typeof listCampaigns>>[number];
