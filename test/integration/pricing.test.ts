import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { lookupPricing, planPricing, pricingPlans, profiles } from '@/lib/db/schema';
import { priceSend } from '@/lib/pricing/price-send';
import { switchToProAction } from '../support/plans';
import { actAs, signUpUser, type TestUser } from '../support/users';

let ada: TestUser;
beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
});

const price = (size: '4x6' | '6x9' | '6x11', type: 'single' | 'neighbor', neighborCount = 10) =>
  priceSend(getDb(), { userId: ada.id, size, type, neighborCount });

describe('pricing a send', () => {
  it('single send on Free: one postcard at the Free price', async () => {
    expect(await price('4x6', 'single', 50)).toEqual({
      postcardUnitCents: 125,
      postcardCount: 1,
      postcardCents: 125,
      lookupUnitCents: 0,
      lookupCount: 0,
      lookupCents: 0,
      totalCents: 125,
    });
  });

  it('neighbor campaign on Free: count × price plus count × lookup', async () => {
    expect(await price('6x9', 'neighbor', 30)).toMatchObject({
      postcardUnitCents: 165,
      postcardCount: 30,
      postcardCents: 4950,
      lookupUnitCents: 5,
      lookupCount: 30,
      lookupCents: 150,
      totalCents: 5100,
    });
  });

  it('Pro pays 20% less for every size', async () => {
    actAs(ada);
    await switchToProAction();
    expect((await price('4x6', 'single')).totalCents).toBe(100);
    expect((await price('6x9', 'single')).totalCents).toBe(132);
    expect((await price('6x11', 'neighbor', 10)).totalCents).toBe(1560 + 50);
  });

  it('follows price changes at once, and tolerates a missing lookup price', async () => {
    const [free] = await getDb().select().from(pricingPlans).where(eq(pricingPlans.name, 'Free'));
    await getDb().update(planPricing).set({ cost: 199 }).where(eq(planPricing.plan_id, free.id));
    await getDb().delete(lookupPricing);
    expect(await price('4x6', 'neighbor', 10)).toMatchObject({ postcardCents: 1990, lookupCents: 0, totalCents: 1990 });
  });

  it('without a plan, uses the highest price any plan has for the size', async () => {
    await getDb().update(profiles).set({ current_plan_id: null }).where(eq(profiles.id, ada.id));
    expect((await price('6x11', 'single')).postcardUnitCents).toBe(195);
  });
});
