import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { followUpSends, orders } from '@/lib/db/schema';
import { stepFigures, type CampaignCounts, type CampaignFigures } from '@/lib/campaigns/campaign-figures';
import { listFollowUpSteps, type FollowUpStepRow } from './list-follow-up-steps';

export type FollowUpStepFigures = FollowUpStepRow &
  CampaignFigures & {
    /** Orders the step placed, whatever became of them. */
    placed: number;
    /** Its orders waiting at payment_required: the balance did not cover them. */
    waitingForPayment: number;
    /** Recipients it passed over: not in its audience when it came due. */
    skipped: number;
  };

/** The cards of every follow-up step, removed ones included: what the first card's row leaves out. */
export type FollowUpCardCounts = Pick<CampaignCounts, 'sent' | 'responders' | 'scans' | 'spentCents'>;

/**
 * Each live follow-up step of a campaign with its figures, computed as the campaign's: sent =
 * completed orders, responders = its cards whose QR link was scanned (a step mails a household
 * once, so these are households), spent = its orders' charges less refunds. Read from the step's
 * own orders (orders_follow_up_step_recipient_key), with the sum over all steps' cards.
 */
export async function readFollowUpStepFigures(
  tx: Tx,
  campaignId: string,
): Promise<{ steps: FollowUpStepFigures[]; followUpCards: FollowUpCardCounts }> {
  const steps = await listFollowUpSteps(tx, campaignId);
  // Steps removed since their cards were mailed still count in the follow-up cards.
  const counts = await tx
    .select({
      stepId: orders.follow_up_step_id,
      placed: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${orders.status} = 'completed'))::int`,
      waiting: sql<number>`(count(*) filter (where ${orders.status} = 'payment_required'))::int`,
      responders: sql<number>`(count(*) filter (where exists (select 1 from tracking_urls t join tracking_url_counts n on n.tracking_url_id = t.id where t.order_id = orders_table.id and n.first_accessed is not null)))::int`,
      scans: sql<number>`coalesce(sum((select sum(n.access_count) from tracking_urls t join tracking_url_counts n on n.tracking_url_id = t.id where t.order_id = orders_table.id)), 0)::int`,
      spentCents: sql<number>`coalesce(sum((select round(-sum(x.amount) * 100) from transactions x where x.order_id = orders_table.id and x.status = 'completed' and x.type in ('postcard_charge', 'refund'))), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.campaign_id, campaignId), isNotNull(orders.follow_up_step_id)))
    .groupBy(orders.follow_up_step_id);
  const followUpCards = counts.reduce(
    (sum, c) => ({
      sent: sum.sent + c.sent,
      responders: sum.responders + c.responders,
      scans: sum.scans + c.scans,
      spentCents: sum.spentCents + c.spentCents,
    }),
    { sent: 0, responders: 0, scans: 0, spentCents: 0 },
  );
  if (!steps.length) return { steps: [], followUpCards };
  const skipped = await tx
    .select({ stepId: followUpSends.step_id, skipped: sql<number>`count(*)::int` })
    .from(followUpSends)
    .where(and(eq(followUpSends.campaign_id, campaignId), isNotNull(followUpSends.skipped)))
    .groupBy(followUpSends.step_id);
  return {
    followUpCards,
    steps: steps.map((step) => {
      const c = counts.find((row) => row.stepId === step.id);
      return {
        ...step,
        ...stepFigures({
          sent: c?.sent ?? 0,
          responders: c?.responders ?? 0,
          scans: c?.scans ?? 0,
          calls: 0,
          spentCents: c?.spentCents ?? 0,
        }),
        placed: c?.placed ?? 0,
        waitingForPayment: c?.waiting ?? 0,
        skipped: skipped.find((row) => row.stepId === step.id)?.skipped ?? 0,
      };
    }),
  };
}
