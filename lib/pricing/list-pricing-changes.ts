import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pricingChanges, pricingPlans } from '@/lib/db/schema';
import { formatCents, numericToCents } from '@/lib/money/cents';

export const RECENT_CHANGES_SHOWN = 20;

export type PricingChangeEntry = {
  id: number;
  /** ISO time, so it crosses to client components as it is. */
  at: string;
  by: string;
  /** What changed, in one line: 'Free 4x6 cost $1.25 → $1.10'. */
  summary: string;
};

type Row = {
  subject: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  planName: string | null;
};

const money = (value: string | null) => (value === null ? 'none' : formatCents(numericToCents(value)));
const text = (value: string | null) => (value === null || value === '' ? 'none' : `"${shorten(value)}"`);
const shorten = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

const PLAN_FIELD_LABEL: Record<string, string> = {
  name: 'name',
  description: 'description',
  stripe_product_id: 'external product ID',
  stripe_price_id: 'external price ID',
};

/** One audit row as the admin reads it. */
export function describePricingChange(row: Row): string {
  if (row.subject === 'lookup') return `Lookup price ${money(row.old_value)} → ${money(row.new_value)}`;
  // The plan's name today; a change of a since deleted plan keeps its line.
  const plan = row.planName ?? 'A deleted plan';
  if (row.subject === 'plan_cost') return `${plan} ${row.field} cost ${money(row.old_value)} → ${money(row.new_value)}`;
  if (row.field === 'is_active') return `${plan} ${row.new_value === 'true' ? 'activated' : 'deactivated'}`;
  return `${plan} ${PLAN_FIELD_LABEL[row.field] ?? row.field} ${text(row.old_value)} → ${text(row.new_value)}`;
}

/** The latest pricing changes, newest first: who changed what, and when. */
export async function listPricingChanges(limit = RECENT_CHANGES_SHOWN): Promise<PricingChangeEntry[]> {
  const rows = await getDb()
    .select({
      id: pricingChanges.id,
      at: pricingChanges.created_at,
      by: pricingChanges.changed_by,
      subject: pricingChanges.subject,
      field: pricingChanges.field,
      old_value: pricingChanges.old_value,
      new_value: pricingChanges.new_value,
      planName: pricingPlans.name,
    })
    .from(pricingChanges)
    .leftJoin(pricingPlans, eq(pricingPlans.id, pricingChanges.plan_id))
    // One save writes its rows with one time (the transaction's); within it, in the form's order.
    .orderBy(desc(pricingChanges.created_at), asc(pricingChanges.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, at: row.at.toISOString(), by: row.by, summary: describePricingChange(row) }));
}
