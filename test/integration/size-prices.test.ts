import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { sizePrices } from '@/lib/pricing/size-prices';
import { switchToPro } from '../support/plans';
import { signUpUser } from '../support/users';

// The template editor's size choice shows these: what one card of each size costs this user.
describe('the price of each size', () => {
  it("is the user's plan's price, and without a plan the highest any plan has", async () => {
    const ada = await signUpUser('ada@example.com');
    expect(await sizePrices(ada.id)).toEqual({ '4x6': 125, '6x9': 165, '6x11': 195 });

    await switchToPro(ada.id);
    expect(await sizePrices(ada.id)).toEqual({ '4x6': 100, '6x9': 132, '6x11': 156 });

    const bob = await signUpUser('bob@example.com');
    await getDb().update(profiles).set({ current_plan_id: null }).where(eq(profiles.id, bob.id));
    expect(await sizePrices(bob.id)).toEqual({ '4x6': 125, '6x9': 165, '6x11': 195 });
  });
});
