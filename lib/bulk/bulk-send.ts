import 'server-only';
import { and, eq, gt, lt } from 'drizzle-orm';
import { spendAddressLookups } from '@/lib/addresses/address-lookup-limit';
import type { Tx } from '@/lib/db/client';
import { paymentOutlook, type PaymentOutlook } from '@/lib/billing/payment-outlook';
import type { ReturnAddress } from '@/lib/validation/return-address';
import { getDb } from '@/lib/db/client';
import { withUserScope } from '@/lib/db/scoped';
import { bulkPreviews, type ValidatedAddress } from '@/lib/db/schema';
import { UserFacingError } from '@/lib/errors';
import type { FollowUpProgram } from '@/lib/follow-ups/follow-up-program';
import { programCost } from '@/lib/follow-ups/program-cost';
import { loadSendContext } from '@/lib/orders/load-send-context';
import { termsOfSend } from '@/lib/orders/order-terms';
import type { PlacementPlan } from '@/lib/orders/placement-notice';
import { placementPlan } from '@/lib/orders/placement-plan';
import { placeRecipientOrders } from '@/lib/orders/place-recipient-orders';
import { addressKey, type AddressAtUnit } from '@/lib/orders/address-key';
import { recentlyMailedOnCampaign } from '@/lib/orders/recently-mailed-on-campaign';
import { missingReturnAddress, requireReturnAddress } from '@/lib/orders/require-return-address';
import { requireSendDate, sendDateToday } from '@/lib/orders/send-date-today';
import type { PriceBreakdown } from '@/lib/pricing/price-send';
import { isUuid } from '@/lib/validation/uuid';
import { BULK_MESSAGES, type ColumnMapping } from './parse-recipients-csv';
import { isReusable, validateBulkRows } from './validate-bulk-rows';

export type BulkSendInput = {
  campaignId: string;
  rows: string[][];
  mapping: ColumnMapping;
  /** A follow-up of this campaign: its own first mailing does not make a row a repeat. */
  followUpOf?: string;
  /** The day to mail every card, as typed (decision 037); empty or missing: as soon as paid. */
  sendDate?: string | null;
};

/** What to do with rows this campaign mailed in the last 90 days: skip them (the default) or send anyway. */
export type RecentChoice = 'skip' | 'send';

/** The keys of the addresses among `rows` this campaign mailed recently (recently-mailed-on-campaign.ts). */
async function recentKeys(userId: string, input: BulkSendInput, places: AddressAtUnit[]) {
  const minOrders = input.followUpOf === input.campaignId ? 2 : 1;
  return withUserScope(userId, (tx) => recentlyMailedOnCampaign(tx, userId, input.campaignId, places, minOrders));
}

export type BulkPreviewRow = {
  index: number;
  name: string;
  address?: ValidatedAddress;
  /** Apartment, suite or unit (line 2); null when none. */
  address2: string | null;
  error?: string;
  /** Which part of the address failed, when the validator could say (shown after `error`). */
  reason?: string;
  costCents: number | null;
  /** This campaign mailed the address in the last 90 days. */
  recentlyMailed: boolean;
};
export type BulkPreview = {
  /** Names the lookups the server kept for the confirm. */
  previewId: string;
  rows: BulkPreviewRow[];
  validCount: number;
  errorCount: number;
  /** The price of one send (one row) on this campaign and the user's plan. */
  price: PriceBreakdown;
  totalCents: number;
  /** Valid rows this campaign mailed in the last 90 days (skipped unless the user sends anyway). */
  recentCount: number;
  /** How the total would be paid, with the recent rows skipped: the same block as Confirm Order's. */
  payment: PaymentOutlook;
  /** The same with the recent rows sent anyway; null when there are none. */
  paymentAll: PaymentOutlook | null;
  /** The saved return address while it is incomplete (the preview asks for it); null once complete. */
  returnAddress: ReturnAddress | null;
  /** Today as scheduled sends count it (UTC, decision 037): the send date field's first day. */
  today: string;
  /** What the campaign's follow-up steps may mail after each card, priced per card (no steps: none). */
  program: FollowUpProgram;
};

/** The campaign, its template and the terms and price of one send, in the caller's transaction. */
async function sendContext(tx: Tx, userId: string, campaignId: string) {
  const context = await loadSendContext(tx, userId, campaignId);
  return { ...context, ...(await termsOfSend(tx, userId, context.campaign, context.template.size)) };
}

/** How long a preview's lookups serve the confirm. */
export const PREVIEW_TTL_MS = 60 * 60_000;

/**
 * The preview table: each row validated, each valid row priced as a single send would be. The
 * campaign is checked first so a foreign or missing one costs no address lookups. The lookups
 * are kept (bulk_previews) for the confirm, which the returned `previewId` names.
 */
export async function previewBulkSend(
  userId: string,
  input: BulkSendInput & { previewId?: string },
): Promise<BulkPreview> {
  const { price, program } = await withUserScope(userId, async (tx) => {
    const context = await sendContext(tx, userId, input.campaignId);
    return { price: context.price, program: await programCost(tx, userId, context.campaign) };
  });
  // Checking again after corrections: the rows that did not change reuse the last preview's lookups.
  const known = await previewLookups(userId, input.campaignId, input.previewId);
  const validated = await validateBulkRows(input.rows, input.mapping, {
    known,
    beforeLookups: (n) => spendAddressLookups(userId, n),
  });
  Object.assign(
    validated.lookups,
    Object.fromEntries(Object.entries(known).filter(([key]) => !validated.lookups[key])),
  );
  const lookups = Object.fromEntries(Object.entries(validated.lookups).filter(([, lookup]) => isReusable(lookup)));
  const db = getDb();
  // An hour is enough to confirm; older previews of this user are cleared as new ones come.
  await db
    .delete(bulkPreviews)
    .where(and(eq(bulkPreviews.user_id, userId), lt(bulkPreviews.created_at, new Date(Date.now() - PREVIEW_TTL_MS))));
  const [kept] = await db
    .insert(bulkPreviews)
    .values({ user_id: userId, campaign_id: input.campaignId, lookups })
    .returning({ id: bulkPreviews.id });
  const recent = await recentKeys(
    userId,
    input,
    validated.rows.flatMap((r) => (r.address ? [{ address: r.address, address2: r.address2 }] : [])),
  );
  const rows = validated.rows.map(({ index, name, address, address2, error, reason }) => ({
    index,
    name,
    address,
    address2,
    error,
    ...(reason && { reason }),
    costCents: address ? price.totalCents : null,
    // Another unit of a building this campaign mailed is another address (issue 35).
    recentlyMailed: !!address && recent.has(addressKey(address, address2)),
  }));
  const validCount = rows.filter((r) => r.address).length;
  const recentCount = rows.filter((r) => r.recentlyMailed).length;
  const [payment, paymentAll, returnAddress] = await Promise.all([
    paymentOutlook(userId, (validCount - recentCount) * price.totalCents),
    recentCount ? paymentOutlook(userId, validCount * price.totalCents) : null,
    missingReturnAddress(userId),
  ]);
  return {
    recentCount,
    payment,
    paymentAll,
    returnAddress,
    previewId: kept.id,
    rows,
    validCount,
    errorCount: rows.length - validCount,
    price,
    totalCents: validCount * price.totalCents,
    today: await sendDateToday(),
    program,
  };
}

/** The lookups of the user's preview of this campaign, if it is still fresh; none otherwise. */
async function previewLookups(userId: string, campaignId: string, previewId: string | undefined) {
  if (!previewId || !isUuid(previewId)) return {};
  const [preview] = await getDb()
    .select({ lookups: bulkPreviews.lookups })
    .from(bulkPreviews)
    .where(
      and(
        eq(bulkPreviews.id, previewId),
        eq(bulkPreviews.user_id, userId),
        eq(bulkPreviews.campaign_id, campaignId),
        gt(bulkPreviews.created_at, new Date(Date.now() - PREVIEW_TTL_MS)),
      ),
    );
  return preview?.lookups ?? {};
}

/**
 * Confirm: the rows are validated again here (they came back through the browser), but an
 * address the preview already looked up — same address fields, same user and campaign, within
 * the hour — is reused from what the server kept, not asked of the maps service again. Then every
 * valid row's recipient and pending order are written in one transaction, so a failure part-way
 * leaves nothing behind. Rows with errors are skipped: the preview listed them. With a send date
 * after today every order is charged now and waits as scheduled until that day.
 */
export async function confirmBulkSend(
  userId: string,
  input: BulkSendInput & { previewId?: string; recent?: RecentChoice },
  /** Runs once the valid rows are known, before anything is written; may refuse (throw). */
  beforeWrite?: (count: number) => Promise<void>,
): Promise<{
  created: number;
  skipped: number;
  skippedRecent: number;
  sendDate: string | null;
  plan: PlacementPlan;
  /** The one send holding the placed cards (decision 043). */
  sendId: string;
}> {
  await withUserScope(userId, (tx) => loadSendContext(tx, userId, input.campaignId));
  await requireReturnAddress(userId);
  const sendDate = await requireSendDate(input.sendDate);
  // Lookups run outside the transaction: no connection is held through hundreds of network calls.
  const { rows: validated } = await validateBulkRows(input.rows, input.mapping, {
    known: await previewLookups(userId, input.campaignId, input.previewId),
    beforeLookups: (n) => spendAddressLookups(userId, n),
  });
  const addressed = validated.flatMap((row) => (row.address ? [{ ...row, address: row.address }] : []));
  // Rows this campaign mailed recently are skipped unless the user chose to send anyway.
  const recent =
    input.recent === 'send'
      ? new Set<string>()
      : await recentKeys(
          userId,
          input,
          addressed.map((row) => ({ address: row.address, address2: row.address2 })),
        );
  const valid = addressed.filter((row) => !recent.has(addressKey(row.address, row.address2)));
  if (valid.length === 0)
    throw new UserFacingError(addressed.length ? BULK_MESSAGES.allRecent : BULK_MESSAGES.noValidRows);
  await beforeWrite?.(valid.length);

  const { unitCents, sendId } = await getDb().transaction((tx) =>
    placeRecipientOrders(tx, userId, input.campaignId, valid, sendDate, { kind: 'bulk_send', source: 'app' }),
  );
  // Served its purpose (server bookkeeping, outside the user's scope).
  if (input.previewId && isUuid(input.previewId))
    await getDb().delete(bulkPreviews).where(eq(bulkPreviews.id, input.previewId));
  return {
    created: valid.length,
    skipped: validated.length - valid.length,
    skippedRecent: addressed.length - valid.length,
    sendDate,
    plan: await placementPlan(userId, valid.length, unitCents),
    sendId,
  };
}
