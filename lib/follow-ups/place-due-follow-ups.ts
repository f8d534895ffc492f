import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import {
  campaigns,
  followUpSends,
  followUpSteps,
  orders,
  recipients,
  templates,
  trackingUrlCounts,
  trackingUrls,
} from '@/lib/db/schema';
import { termsOfSend } from '@/lib/orders/order-terms';
import { utcDay } from '@/lib/orders/send-date';
import { followUpDaySend } from '@/lib/sends/follow-up-day-send';
import { currentTime } from '@/lib/time/clock';
import { createPostcardLinks } from '@/lib/tracking/create-postcard-links';

/** Steps one worker turn looks at, least recently checked first. */
export const STEPS_PER_TURN = 10;
/** Recipients one turn decides at most (placed or skipped), over all its steps: a bounded transaction. */
export const DECISIONS_PER_TURN = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

type ClaimedStep = {
  id: string;
  userId: string;
  position: number;
  days: number;
  audience: 'non_responders' | 'responders' | 'everyone';
  size: (typeof templates.$inferSelect)['size'];
  campaign: typeof campaigns.$inferSelect;
};

/**
 * The follow-up worker (decision 038). Claims up to STEPS_PER_TURN live steps of campaigns that
 * are neither paused nor neighbor campaigns (FOR UPDATE SKIP LOCKED: two workers never hold one
 * step), and for each finds the recipients whose previous card — the campaign's own card for
 * the first step, the step before's card after it — was mailed (`submitted_at`, when it was
 * handed to the postcard provider) at least `days` before the clock's now, and that the step has
 * not decided yet. Each is then placed (a pending order of the step's template, priced with
 * today's prices like any send, charged and mailed by the pipeline) or skipped when not in the
 * step's audience at this moment. The decision is a follow_up_sends row, unique per (step,
 * recipient): the final guard that no recipient is mailed twice for a step. The cards a step
 * places on one UTC day are one send (decision 043). Returns the number of recipients decided.
 */
export async function placeDueFollowUps(limit = DECISIONS_PER_TURN): Promise<number> {
  const now = await currentTime();
  return getDb().transaction(async (tx) => {
    const claimed = await tx
      .select({
        id: followUpSteps.id,
        userId: followUpSteps.user_id,
        position: followUpSteps.position,
        days: followUpSteps.days,
        audience: followUpSteps.audience,
        size: templates.size,
        campaign: campaigns,
      })
      .from(followUpSteps)
      .innerJoin(campaigns, eq(campaigns.id, followUpSteps.campaign_id))
      .innerJoin(templates, eq(templates.id, followUpSteps.template_id))
      .where(and(isNull(followUpSteps.deleted_at), isNull(campaigns.paused_at), eq(campaigns.type, 'single')))
      .orderBy(sql`${followUpSteps.checked_at} asc nulls first`, asc(followUpSteps.id))
      .limit(STEPS_PER_TURN)
      .for('update', { of: followUpSteps, skipLocked: true });
    let decided = 0;
    for (const step of claimed) {
      if (decided >= limit) break;
      decided += await decideDueRecipients(tx, step, now, limit - decided);
      await tx.update(followUpSteps).set({ checked_at: now }).where(eq(followUpSteps.id, step.id));
    }
    return decided;
  });
}

/** The step's number among its campaign's live steps ("step 2"), as the results page numbers them. */
async function stepNumber(tx: Tx, step: ClaimedStep): Promise<number> {
  const [{ number }] = await tx
    .select({ number: sql<number>`count(*)::int` })
    .from(followUpSteps)
    .where(
      and(
        eq(followUpSteps.campaign_id, step.campaign.id),
        isNull(followUpSteps.deleted_at),
        lte(followUpSteps.position, step.position),
      ),
    );
  return number;
}

/** The step that runs before `step` on its campaign (a removed step's place is skipped), or null. */
async function previousStepId(tx: Tx, step: ClaimedStep): Promise<string | null> {
  const [previous] = await tx
    .select({ id: followUpSteps.id })
    .from(followUpSteps)
    .where(
      and(
        eq(followUpSteps.campaign_id, step.campaign.id),
        isNull(followUpSteps.deleted_at),
        lt(followUpSteps.position, step.position),
      ),
    )
    .orderBy(desc(followUpSteps.position))
    .limit(1);
  return previous?.id ?? null;
}

async function decideDueRecipients(tx: Tx, step: ClaimedStep, now: Date, limit: number): Promise<number> {
  const previous = await previousStepId(tx, step);
  const mailedBy = new Date(now.getTime() - step.days * DAY_MS);
  // Responded: a link of any card of theirs on this campaign was scanned.
  const responded = sql<boolean>`exists (select 1 from ${orders} o2 join ${trackingUrls} t on t.order_id = o2.id join ${trackingUrlCounts} n on n.tracking_url_id = t.id where o2.recipient_id = orders_table.recipient_id and n.first_accessed is not null)`;
  const due = await tx
    .select({ recipientId: orders.recipient_id, name: recipients.name, responded })
    .from(orders)
    .innerJoin(recipients, eq(recipients.id, orders.recipient_id))
    .where(
      and(
        eq(orders.campaign_id, step.campaign.id),
        previous ? eq(orders.follow_up_step_id, previous) : isNull(orders.follow_up_step_id),
        inArray(orders.status, ['submitted', 'completed']),
        lte(orders.submitted_at, mailedBy),
        eq(orders.campaign_type, 'single'),
        eq(recipients.is_neighbor, false),
        sql`not exists (select 1 from ${followUpSends} f where f.step_id = ${step.id} and f.recipient_id = orders_table.recipient_id)`,
      ),
    )
    .orderBy(asc(orders.submitted_at), asc(orders.id))
    .limit(limit);
  if (!due.length) return 0;

  const decisions = due.map((row) => {
    const mails =
      step.audience === 'everyone' || row.responded === (step.audience === 'responders') ? randomUUID() : null;
    return {
      row,
      send: {
        user_id: step.userId,
        campaign_id: step.campaign.id,
        step_id: step.id,
        recipient_id: row.recipientId,
        order_id: mails,
        skipped: mails ? null : row.responded ? ('responded' as const) : ('not_responded' as const),
      },
    };
  });
  // Another worker that decided one of them first wins: this one then does nothing for it.
  const won = await tx
    .insert(followUpSends)
    .values(decisions.map((d) => d.send))
    .onConflictDoNothing({ target: [followUpSends.step_id, followUpSends.recipient_id] })
    .returning({ recipientId: followUpSends.recipient_id, orderId: followUpSends.order_id });
  const placing = won.filter((w) => w.orderId !== null);
  if (placing.length) {
    const { terms } = await termsOfSend(tx, step.userId, step.campaign, step.size);
    const sendId = await followUpDaySend(
      tx,
      { id: step.id, userId: step.userId, campaignId: step.campaign.id, number: await stepNumber(tx, step) },
      utcDay(now),
    );
    await tx.insert(orders).values(
      placing.map((w) => ({
        id: w.orderId!,
        campaign_id: step.campaign.id,
        recipient_id: w.recipientId,
        user_id: step.userId,
        status: 'pending' as const,
        follow_up_step_id: step.id,
        send_id: sendId,
        ...terms,
      })),
    );
    const names = new Map(due.map((row) => [row.recipientId, row.name]));
    await createPostcardLinks(
      tx,
      step.userId,
      step.campaign,
      placing.map((w) => ({
        orderId: w.orderId!,
        recipientId: w.recipientId,
        recipientName: names.get(w.recipientId)!,
      })),
    );
  }
  return won.length;
}
