import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '@/lib/db/client';
import { followUpSteps, templates } from '@/lib/db/schema';

/** A campaign's live follow-up steps in the order they run, with their template's name and size. */
export async function listFollowUpSteps(db: Queryable, campaignId: string) {
  return db
    .select({
      id: followUpSteps.id,
      position: followUpSteps.position,
      templateId: followUpSteps.template_id,
      templateName: templates.name,
      templateSize: templates.size,
      days: followUpSteps.days,
      audience: followUpSteps.audience,
      createdAt: followUpSteps.created_at,
    })
    .from(followUpSteps)
    .innerJoin(templates, eq(templates.id, followUpSteps.template_id))
    .where(and(eq(followUpSteps.campaign_id, campaignId), isNull(followUpSteps.deleted_at)))
    .orderBy(asc(followUpSteps.position), asc(followUpSteps.created_at));
}

export type FollowUpStepRow = Awaited<ReturnType<typeof listFollowUpSteps>>[number];
