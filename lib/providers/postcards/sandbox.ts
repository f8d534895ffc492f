import 'server-only';
/**
 * The sandbox postcard provider: handwriting rendered with bundled fonts, orders kept in the
 * sandbox_postcard_orders table and "mailed" a short, configurable time after they are accepted
 * (SANDBOX_POSTCARD_DELAY_MS), neighbors made up around the target address, deterministically.
 *
 * Test addresses that reach every path of the order pipeline from the UI (the word in the
 * street name of a recipient; e2e tests rely on them: keep them stable):
 *   "Flaky"   e.g. 12 Flaky St, Springfield, IL   → 503 on the first two attempts, then accepted
 *   "Offline" e.g. 12 Offline St, Springfield, IL → 503 on every attempt → failed after the last
 *   "Invalid" e.g. 12 Invalid St, Springfield, IL → 422 at once → failed, refunded
 *   "Nostat"  e.g. 12 Nostat St, Springfield, IL  → accepted, then fails like USPS 'no-stat'
 *   "Lonely"  e.g. 12 Lonely Rd, Springfield, IL  → a radius search around it finds nobody
 *   "Return"  e.g. 12 Return St, Springfield, IL  → mailed, then returned to sender
 *
 * An accepted order's journey runs on a fixed schedule, one step every SANDBOX_POSTCARD_DELAY_MS
 * from acceptance: Reviewing, then Printed (mailed; or Error for "Nostat"), In Transit, and
 * Delivered (or Returned to Sender for "Return").
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sandboxPostcardOrders, type ValidatedAddress } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { renderHandwritingPng } from '@/lib/handwriting/render';
import {
  PostcardProviderError,
  type MailingRecipient,
  type PostcardsPort,
  type PostcardSubmission,
  type ProviderOrderState,
} from './port';

export const SANDBOX_NO_STAT_FAILURE = "USPS lists address as 'no-stat' - address is unlikely to receive mail.";
export const SANDBOX_NEIGHBOR_NAME = 'Current Resident';
/** Flaky addresses fail this many times before the sandbox accepts them. */
const FLAKY_FAILURES = 2;

const has = (word: string, submission: PostcardSubmission) =>
  submission.recipients.some((r) => new RegExp(`\\b${word}\\b`, 'i').test(r.address.route));

async function record(
  submission: PostcardSubmission,
  outcome: { accepted: boolean; rejection?: string; failure?: string },
) {
  const id = `ord_sbx_${randomBytes(8).toString('hex')}`;
  await getDb()
    .insert(sandboxPostcardOrders)
    .values({
      id,
      reference: submission.reference,
      accepted: outcome.accepted,
      rejection: outcome.rejection ?? null,
      failure: outcome.failure ?? null,
      request: submission as unknown as Record<string, unknown>,
      settles_at: outcome.accepted ? new Date(Date.now() + env().SANDBOX_POSTCARD_DELAY_MS) : null,
    });
  return id;
}

async function reject(submission: PostcardSubmission, status: number, message: string): Promise<never> {
  await record(submission, { accepted: false, rejection: `${status} ${message}` });
  throw new PostcardProviderError(message, status);
}

/** Street numbers next to the target's: same side first (±2, ±4…), as a carrier walks a block. */
function neighborsOf(address: ValidatedAddress, wanted: number, includeCondos: boolean): MailingRecipient[] {
  const base = Number.parseInt(address.street_number, 10) || 100;
  const found: MailingRecipient[] = [];
  for (let step = 1; found.length < wanted && step < wanted * 4; step++) {
    const offset = (step % 2 === 1 ? 1 : -1) * 2 * Math.ceil(step / 2);
    const number = base + offset;
    if (number <= 0) continue;
    // With condos in, every fifth neighbor is a unit in a building.
    const unit = includeCondos && found.length % 5 === 4 ? ` Unit ${(found.length % 9) + 1}` : '';
    const street = `${number} ${address.route}${unit}`;
    found.push({
      name: SANDBOX_NEIGHBOR_NAME,
      address: {
        street_number: String(number),
        route: `${address.route}${unit}`,
        locality: address.locality,
        administrative_area_level_1: address.administrative_area_level_1,
        postal_code: address.postal_code,
        formatted_address: `${street}, ${address.locality}, ${address.administrative_area_level_1} ${address.postal_code}`,
      },
    });
  }
  return found;
}

/** The sandbox's deterministic schedule: where an accepted order is at `now` (see the header). */
export function sandboxJourney(
  row: { created_at: Date; settles_at: Date; failure: string | null; request: Record<string, unknown> },
  now: Date,
): ProviderOrderState {
  const start = row.created_at.getTime();
  const step = Math.max(0, row.settles_at.getTime() - start);
  const returned = has('return', row.request as unknown as PostcardSubmission);
  const schedule: Array<{ status: string; at: Date }> = [
    { status: 'Reviewing', at: new Date(start) },
    { status: row.failure ? 'Error' : 'Printed', at: new Date(start + step) },
    ...(row.failure
      ? []
      : [
          { status: 'In Transit', at: new Date(start + 2 * step) },
          { status: returned ? 'Returned to Sender' : 'Delivered', at: new Date(start + 3 * step) },
        ]),
  ];
  const events = schedule.filter((e) => e.at.getTime() <= now.getTime());
  const latest = events[events.length - 1];
  if (events.length === 1) return { state: 'in_progress', providerStatus: latest.status, events };
  if (row.failure) return { state: 'failed', providerStatus: 'Error', failure: row.failure, events, final: true };
  return { state: 'mailed', providerStatus: latest.status, events, final: events.length === schedule.length };
}

export const sandboxPostcards: PostcardsPort = {
  kind: 'sandbox',

  async previewHandwriting({ message, styleId, color }) {
    const png = await renderHandwritingPng({ message, styleId, color, width: 1200, height: 800 });
    return { imageUrl: `data:image/png;base64,${png.toString('base64')}` };
  },

  async sendPostcards(submission) {
    if (!submission.recipients.length) return reject(submission, 422, 'An order needs at least one recipient.');
    if (has('offline', submission)) return reject(submission, 503, 'The postcard provider is unavailable (503).');
    if (has('flaky', submission)) {
      const [{ attempts }] = await getDb()
        .select({ attempts: count() })
        .from(sandboxPostcardOrders)
        .where(eq(sandboxPostcardOrders.reference, submission.reference));
      if (attempts < FLAKY_FAILURES) return reject(submission, 503, 'The postcard provider is unavailable (503).');
    }
    if (has('invalid', submission)) {
      return reject(submission, 422, 'The recipient address could not be verified for mailing.');
    }
    const id = await record(submission, {
      accepted: true,
      failure: has('nostat', submission) ? SANDBOX_NO_STAT_FAILURE : undefined,
    });
    return { providerOrderId: id, providerStatus: 'Reviewing' };
  },

  async findSubmission(reference) {
    const [row] = await getDb()
      .select({ id: sandboxPostcardOrders.id })
      .from(sandboxPostcardOrders)
      .where(and(eq(sandboxPostcardOrders.reference, reference), eq(sandboxPostcardOrders.accepted, true)));
    return row ? { providerOrderId: row.id } : null;
  },

  async searchNeighbors({ address, count: wanted, includeCondos }) {
    if (/\blonely\b/i.test(address.route)) return [];
    return neighborsOf(address, wanted, includeCondos);
  },

  async trackOrder(providerOrderId) {
    const [row] = await getDb()
      .select()
      .from(sandboxPostcardOrders)
      .where(and(eq(sandboxPostcardOrders.id, providerOrderId), eq(sandboxPostcardOrders.accepted, true)));
    if (!row?.settles_at) throw new PostcardProviderError(`No sandbox order ${providerOrderId}`, 404);
    if (row.cancelled_at) return { state: 'cancelled', providerStatus: 'Cancelled', final: true };
    return sandboxJourney({ ...row, settles_at: row.settles_at }, new Date());
  },
};
