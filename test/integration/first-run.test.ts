import { beforeEach, describe, expect, it } from 'vitest';
import { firstRunProgress } from '@/lib/accounts/first-run-progress';
import { campaignFixture, pendingOrder } from '../support/orders';
import { signUpUser, type TestUser, giveReturnAddress } from '../support/users';

let ada: TestUser;
beforeEach(async () => {
  ada = await signUpUser('ada@example.com');
});

describe('the first-run checklist', () => {
  it('starts with nothing done and ticks each step as the account does it', async () => {
    expect(await firstRunProgress(ada.id)).toEqual({
      returnAddress: false,
      template: false,
      campaign: false,
      postcard: false,
    });
    await giveReturnAddress(ada);
    const campaign = await campaignFixture(ada); // its template too
    expect(await firstRunProgress(ada.id)).toEqual({
      returnAddress: true,
      template: true,
      campaign: true,
      postcard: false,
    });
    await pendingOrder(ada, campaign.id);
    expect(await firstRunProgress(ada.id)).toEqual({
      returnAddress: true,
      template: true,
      campaign: true,
      postcard: true,
    });
    // Another account's progress is its own.
    const bob = await signUpUser('bob@example.com');
    expect(Object.values(await firstRunProgress(bob.id))).toEqual([false, false, false, false]);
  });
});
