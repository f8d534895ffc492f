import 'server-only';
import type { Queryable } from '@/lib/db/client';
import type { campaigns, PostcardSize } from '@/lib/db/schema';
import { termsOfSend } from '@/lib/orders/order-terms';
import type { FollowUpProgram, FollowUpProgramStep } from './follow-up-program';
import { listFollowUpSteps } from './list-follow-up-steps';

type Campaign = Pick<
  typeof campaigns.$inferSelect,
  'id' | 'type' | 'neighbor_count' | 'demographics' | 'include_condo' | 'paused_at'
>;

/**
 * What the campaign's live follow-up steps may mail after a card, priced per card exactly as the
 * worker will price the step's orders (termsOfSend with the step's template size: the user's plan,
 * today's prices), so a send's dialog can say the whole program's cost before the user confirms.
 *
 * A neighbor campaign has no program: the worker reads only single-send orders (decision 038: the
 * cards of a neighbor order share one QR code, so nobody among them can be told a responder), so
 * any step it carries mails nothing — saying a cost would promise charges that never come.
 */
export async function programCost(db: Queryable, userId: string, campaign: Campaign): Promise<FollowUpProgram> {
  if (campaign.type !== 'single') return { steps: [], paused: false };
  const rows = await listFollowUpSteps(db, campaign.id);
  const unitBySize = new Map<PostcardSize, number>();
  const steps: FollowUpProgramStep[] = [];
  let afterDays = 0;
  // Responding is for good (any scan of any of their cards), and step n mails only those step n−1
  // mailed: after a responders-only step, a non-responders step can reach nobody, nor any after it.
  let everyoneResponded = false;
  let reachable = true;
  for (const [index, row] of rows.entries()) {
    afterDays += row.days;
    if (row.audience === 'non_responders' && everyoneResponded) reachable = false;
    if (row.audience === 'responders') everyoneResponded = true;
    let unitCents = unitBySize.get(row.templateSize);
    if (unitCents === undefined) {
      unitCents = (await termsOfSend(db, userId, campaign, row.templateSize)).price.totalCents;
      unitBySize.set(row.templateSize, unitCents);
    }
    steps.push({ number: index + 1, audience: row.audience, afterDays, unitCents, reachable });
  }
  return { steps, paused: campaign.paused_at !== null };
}
