import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignAction } from '@/actions/campaigns';
import { quoteSendAction } from '@/actions/send';
import { updateLookupPriceAction, updatePlanAction } from '@/actions/pricing';
import PricingPage from '@/app/(app)/pricing/page';
import { getDb } from '@/lib/db/client';
import { lookupPricing, planPricing, pricingChanges, pricingPlans } from '@/lib/db/schema';
import { describePricingChange, listPricingChanges } from '@/lib/pricing/list-pricing-changes';
import { failWritesTo } from '../support/fail-inserts';
import { redirectTarget } from '../support/redirect';
import { useTempStorage } from '../support/storage';
import { createTemplate } from '../support/templates';
import { actAs, signInAdmin, signUpUser, type TestUser } from '../support/users';

const ADMIN_EMAIL = 'admin@inkpost.test'; // ADMIN_EMAIL of the integration setup

let admin: TestUser;
let ada: TestUser;
beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
  admin = await signInAdmin();
  actAs(admin, '/pricing');
});

async function plan(name: string) {
  const [row] = await getDb().select().from(pricingPlans).where(eq(pricingPlans.name, name));
  const costs = await getDb().select().from(planPricing).where(eq(planPricing.plan_id, row.id));
  return { ...row, costs: Object.fromEntries(costs.map((c) => [c.size, c.cost])) };
}

/** The Free plan as its editing form submits it, with `changes` applied. */
async function freeForm(changes: Record<string, unknown> = {}) {
  const free = await plan('Free');
  return {
    planId: free.id,
    name: free.name,
    description: free.description,
    stripeProductId: free.stripe_product_id ?? '',
    stripePriceId: free.stripe_price_id ?? '',
    isActive: free.is_active,
    costs: { '4x6': '1.25', '6x9': '1.65', '6x11': '1.95' },
    ...changes,
  };
}

/** Every pricing row there is, to prove a refused call changed nothing. */
async function pricingState() {
  const db = getDb();
  return {
    plans: await db.select().from(pricingPlans).orderBy(asc(pricingPlans.name)),
    costs: await db.select().from(planPricing).orderBy(asc(planPricing.id)),
    lookup: await db.select().from(lookupPricing),
    changes: await db.select().from(pricingChanges),
  };
}

const auditRows = () =>
  getDb()
    .select({
      changed_by: pricingChanges.changed_by,
      subject: pricingChanges.subject,
      field: pricingChanges.field,
      old_value: pricingChanges.old_value,
      new_value: pricingChanges.new_value,
    })
    .from(pricingChanges)
    .orderBy(asc(pricingChanges.id));

describe('who may change prices', () => {
  it('refuses every pricing action to a signed-in customer, and nothing changes', async () => {
    const form = await freeForm({ name: 'Hacked', costs: { '4x6': '0', '6x9': '0', '6x11': '0' } });
    const before = await pricingState();
    actAs(ada, '/pricing');
    expect(await updatePlanAction(form)).toEqual({ ok: false, error: 'Not authorized' });
    expect(await updateLookupPriceAction({ cost: '0' })).toEqual({ ok: false, error: 'Not authorized' });
    // Even input the admin would be told is wrong: the customer learns nothing about it.
    expect(await updatePlanAction({ ...form, planId: 'nope', costs: {} } as never)).toEqual({
      ok: false,
      error: 'Not authorized',
    });
    expect(await pricingState()).toEqual(before);
  });

  it('sends a signed-out visitor to sign in, and nothing changes', async () => {
    const form = await freeForm({ costs: { '4x6': '0', '6x9': '0', '6x11': '0' } });
    const before = await pricingState();
    actAs(null, '/pricing');
    expect(await redirectTarget(() => updatePlanAction(form))).toBe('/login?next=%2Fpricing');
    expect(await redirectTarget(() => updateLookupPriceAction({ cost: '0' }))).toBe('/login?next=%2Fpricing');
    expect(await pricingState()).toEqual(before);
  });

  it('shows the page to the admin only: everyone else goes to /', async () => {
    actAs(ada, '/pricing');
    expect(await redirectTarget(() => PricingPage())).toBe('/');
    actAs(admin, '/pricing');
    await expect(PricingPage()).resolves.toBeTruthy();
  });
});

describe('the admin saves a plan', () => {
  it('saves its fields and costs, with one audit row per changed field', async () => {
    const form = await freeForm({
      description: 'Pay as you go.',
      stripeProductId: 'prod_live_free',
      costs: { '4x6': '1.10', '6x9': '1.65', '6x11': '2' },
    });
    expect(await updatePlanAction(form)).toEqual({ ok: true, data: { changedFields: 4 } });

    const free = await plan('Free');
    expect(free).toMatchObject({
      description: 'Pay as you go.',
      stripe_product_id: 'prod_live_free',
      stripe_price_id: 'price_sandbox_free',
      is_active: true,
      costs: { '4x6': 110, '6x9': 165, '6x11': 200 },
    });
    expect(await auditRows()).toEqual([
      {
        changed_by: ADMIN_EMAIL,
        subject: 'plan',
        field: 'description',
        old_value: 'Basic postcard sending, template creation, campaign management, standard support.',
        new_value: 'Pay as you go.',
      },
      {
        changed_by: ADMIN_EMAIL,
        subject: 'plan',
        field: 'stripe_product_id',
        old_value: 'prod_sandbox_free',
        new_value: 'prod_live_free',
      },
      { changed_by: ADMIN_EMAIL, subject: 'plan_cost', field: '4x6', old_value: '1.25', new_value: '1.10' },
      { changed_by: ADMIN_EMAIL, subject: 'plan_cost', field: '6x11', old_value: '1.95', new_value: '2.00' },
    ]);
  });

  it('writes nothing when nothing changed', async () => {
    expect(await updatePlanAction(await freeForm({ name: ' Free ' }))).toEqual({
      ok: true,
      data: { changedFields: 0 },
    });
    expect(await auditRows()).toEqual([]);
  });

  it('renames and deactivates a plan that the code does not look up by name', async () => {
    const [extra] = await getDb().insert(pricingPlans).values({ name: 'Team', description: '' }).returning();
    const form = {
      ...(await freeForm()),
      planId: extra.id,
      name: 'Agency',
      description: '',
      stripeProductId: '',
      stripePriceId: '',
      isActive: false,
    };
    expect(await updatePlanAction(form)).toEqual({ ok: true, data: { changedFields: 5 } });
    expect(await plan('Agency')).toMatchObject({ is_active: false, costs: { '4x6': 125, '6x9': 165, '6x11': 195 } });
    // Sizes the plan had no price for are created, and recorded as new.
    expect((await auditRows()).map((r) => [r.field, r.old_value, r.new_value])).toEqual([
      ['name', 'Team', 'Agency'],
      ['is_active', 'true', 'false'],
      ['4x6', null, '1.25'],
      ['6x9', null, '1.65'],
      ['6x11', null, '1.95'],
    ]);
  });

  it('keeps plan names unique, whatever their case', async () => {
    const [extra] = await getDb().insert(pricingPlans).values({ name: 'Team', description: '' }).returning();
    const form = { ...(await freeForm()), planId: extra.id };
    expect(await updatePlanAction({ ...form, name: 'pro' })).toEqual({
      ok: false,
      error: 'Another plan is already named "pro". Choose a different name.',
    });
    expect(await updatePlanAction({ ...form, name: ' ' })).toEqual({ ok: false, error: 'Plan name is required' });
    expect(await plan('Team')).toMatchObject({ id: extra.id });
  });

  it('refuses the changes that would break signup or Pro accounts', async () => {
    const before = await pricingState();
    expect(await updatePlanAction(await freeForm({ name: 'Basic' }))).toEqual({
      ok: false,
      error: 'The Free plan keeps its name: new accounts join the active plan named Free.',
    });
    expect(await updatePlanAction(await freeForm({ isActive: false }))).toEqual({
      ok: false,
      error: 'The Free plan stays active: new accounts join it.',
    });
    expect(await updatePlanAction(await freeForm({ stripePriceId: '' }))).toEqual({
      ok: false,
      error: 'The Free plan needs its external price ID: new accounts subscribe with it.',
    });
    const pro = await plan('Pro');
    expect(
      await updatePlanAction({
        ...(await freeForm()),
        planId: pro.id,
        name: 'Premium',
        stripeProductId: 'prod_sandbox_pro',
        stripePriceId: 'price_sandbox_pro',
      }),
    ).toEqual({
      ok: false,
      error: 'The Pro plan keeps its name: Pro features follow the plan named Pro.',
    });
    expect(await pricingState()).toEqual(before);
  });

  it('says what is wrong with a cost, and saves nothing', async () => {
    const before = await pricingState();
    const withCost = async (size: string, cost: unknown) =>
      updatePlanAction(await freeForm({ costs: { '4x6': '1.25', '6x9': '1.65', '6x11': '1.95', [size]: cost } }));
    expect(await withCost('4x6', '-0.50')).toEqual({ ok: false, error: 'The 4x6 cost cannot be negative' });
    expect(await withCost('6x9', '1.655')).toEqual({ ok: false, error: 'The 6x9 cost can have at most two decimals' });
    expect(await withCost('6x11', 'two')).toEqual({ ok: false, error: 'Enter the 6x11 cost in dollars, such as 1.25' });
    expect(await withCost('4x6', '')).toEqual({ ok: false, error: 'Enter the 4x6 cost' });
    expect(await withCost('4x6', '5000')).toEqual({ ok: false, error: 'The 4x6 cost can be at most $1,000.00' });
    expect(await updatePlanAction(await freeForm({ planId: '6f1c2a7e-8b5d-4c3a-9e2f-1a2b3c4d5e6f' }))).toEqual({
      ok: false,
      error: 'Plan not found',
    });
    expect(await pricingState()).toEqual(before);
  });

  it("says 'Failed to save changes' when the database refuses, and keeps the old prices", async () => {
    const before = await pricingState();
    const restore = await failWritesTo('plan_pricing', 'disk full', ['update']);
    try {
      // The description would be written first: the whole save is one transaction.
      const form = await freeForm({
        description: 'New words',
        costs: { '4x6': '1.10', '6x9': '1.65', '6x11': '1.95' },
      });
      expect(await updatePlanAction(form)).toEqual({ ok: false, error: 'Failed to save changes' });
    } finally {
      await restore();
    }
    expect(await pricingState()).toEqual(before);
  });
});

describe('the admin saves the lookup price', () => {
  it('records the new price, who set it and when, and one audit row', async () => {
    const start = new Date();
    expect(await updateLookupPriceAction({ cost: '0.07' })).toEqual({ ok: true, data: { changed: true, cents: 7 } });
    const [row] = await getDb().select().from(lookupPricing);
    expect(row).toMatchObject({ id: 1, cost: 7, updated_by: ADMIN_EMAIL });
    expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(start.getTime() - 1000);
    expect(await auditRows()).toEqual([
      { changed_by: ADMIN_EMAIL, subject: 'lookup', field: 'cost', old_value: '0.05', new_value: '0.07' },
    ]);
    // The same price again is no change.
    expect(await updateLookupPriceAction({ cost: '0.070' })).toEqual({ ok: true, data: { changed: false, cents: 7 } });
    expect(await auditRows()).toHaveLength(1);
  });

  it('creates the price when its row is missing', async () => {
    await getDb().delete(lookupPricing);
    expect(await updateLookupPriceAction({ cost: 0 })).toMatchObject({ ok: true, data: { changed: true } });
    expect(
      await getDb().select({ cost: lookupPricing.cost, by: lookupPricing.updated_by }).from(lookupPricing),
    ).toEqual([{ cost: 0, by: ADMIN_EMAIL }]);
    expect((await auditRows())[0]).toMatchObject({ old_value: null, new_value: '0.00' });
  });

  it('says what is wrong with the price, and saves nothing', async () => {
    const before = await pricingState();
    expect(await updateLookupPriceAction({ cost: '-1' })).toEqual({
      ok: false,
      error: 'The lookup price cannot be negative',
    });
    expect(await updateLookupPriceAction({ cost: '0.001' })).toEqual({
      ok: false,
      error: 'The lookup price can have at most two decimals',
    });
    expect(await updateLookupPriceAction({ cost: 'abc' })).toEqual({
      ok: false,
      error: 'Enter the lookup price in dollars, such as 0.05',
    });
    expect(await pricingState()).toEqual(before);
  });

  it("says 'Failed to save lookup price' when the database refuses", async () => {
    const before = await pricingState();
    const restore = await failWritesTo('lookup_pricing', 'disk full', ['update']);
    try {
      expect(await updateLookupPriceAction({ cost: '0.10' })).toEqual({
        ok: false,
        error: 'Failed to save lookup price',
      });
    } finally {
      await restore();
    }
    expect(await pricingState()).toEqual(before);
  });
});

describe('recent changes', () => {
  it('says who changed what, newest save first, in the form’s order within a save', async () => {
    await updateLookupPriceAction({ cost: '0.06' });
    await updatePlanAction(
      await freeForm({ stripeProductId: '', costs: { '4x6': '1.10', '6x9': '1.70', '6x11': '1.95' } }),
    );
    const changes = await listPricingChanges();
    expect(changes.map((c) => c.summary)).toEqual([
      'Free external product ID "prod_sandbox_free" → none',
      'Free 4x6 cost $1.25 → $1.10',
      'Free 6x9 cost $1.65 → $1.70',
      'Lookup price $0.05 → $0.06',
    ]);
    expect(changes.every((c) => c.by === ADMIN_EMAIL && !Number.isNaN(Date.parse(c.at)))).toBe(true);
  });

  it('reads well for every kind of change', () => {
    const line = (row: Partial<Parameters<typeof describePricingChange>[0]>) =>
      describePricingChange({
        subject: 'plan',
        field: 'name',
        old_value: null,
        new_value: null,
        planName: 'Team',
        ...row,
      });
    expect(line({ field: 'name', old_value: 'Team', new_value: 'Agency', planName: 'Agency' })).toBe(
      'Agency name "Team" → "Agency"',
    );
    expect(line({ field: 'is_active', old_value: 'true', new_value: 'false' })).toBe('Team deactivated');
    expect(line({ field: 'is_active', old_value: 'false', new_value: 'true' })).toBe('Team activated');
    expect(line({ field: 'stripe_price_id', old_value: null, new_value: 'price_1' })).toBe(
      'Team external price ID none → "price_1"',
    );
    expect(line({ subject: 'plan_cost', field: '6x9', old_value: null, new_value: '2.00', planName: null })).toBe(
      'A deleted plan 6x9 cost none → $2.00',
    );
    expect(line({ field: 'description', old_value: '', new_value: 'x'.repeat(80) })).toBe(
      `Team description none → "${'x'.repeat(57)}..."`,
    );
  });

  it('shows the last 20', async () => {
    for (let cents = 10; cents < 32; cents++) await updateLookupPriceAction({ cost: (cents / 100).toFixed(2) });
    const changes = await listPricingChanges();
    expect(changes).toHaveLength(20);
    expect(changes[0].summary).toBe('Lookup price $0.30 → $0.31');
  });
});

describe('a saved price applies to the next price computed', () => {
  let storage: ReturnType<typeof useTempStorage>;
  beforeEach(() => {
    storage = useTempStorage();
  });
  afterEach(() => storage.cleanup());

  it('Confirm Order of a Free customer shows the new 4x6 cost and lookup price at once', async () => {
    const templateId = await createTemplate(ada);
    actAs(ada, '/campaigns');
    const single = await createCampaignAction({
      name: 'Open house',
      templateId,
      type: 'single',
      demographics: 'all',
      neighbor_count: 10,
      include_condo: false,
    });
    const neighbor = await createCampaignAction({
      name: 'Street',
      templateId,
      type: 'neighbor',
      demographics: 'all',
      neighbor_count: 20,
      include_condo: false,
    });
    if (!single.ok || !neighbor.ok) throw new Error('campaigns not created');
    const quote = async (campaignId: string) => {
      actAs(ada, '/campaigns');
      const result = await quoteSendAction({ campaignId, recipientName: 'Jane', customValues: {} });
      if (!result.ok) throw new Error(result.error);
      return result.data.price;
    };
    expect((await quote(single.data.id)).totalCents).toBe(125);

    actAs(admin, '/pricing');
    expect(
      await updatePlanAction(await freeForm({ costs: { '4x6': '1.10', '6x9': '1.65', '6x11': '1.95' } })),
    ).toMatchObject({ ok: true });
    expect(await updateLookupPriceAction({ cost: '0.08' })).toMatchObject({ ok: true });

    expect(await quote(single.data.id)).toMatchObject({ postcardUnitCents: 110, totalCents: 110 });
    expect(await quote(neighbor.data.id)).toMatchObject({
      postcardCents: 20 * 110,
      lookupCents: 20 * 8,
      totalCents: 2360,
    });
  });
});
