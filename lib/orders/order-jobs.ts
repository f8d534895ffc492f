import { chargeNextOrder } from './charge-next-order';
import { rechargeNextOrder } from './recharge-next-order';
import { recoverNextSubmission } from './recover-next-submission';
import { submitNextOrder } from './submit-next-order';
import { trackNextOrder } from './track-next-order';

/** The steps of the order pipeline, in the order a postcard goes through them. */
export const ORDER_JOBS: Array<{ name: string; runOnce: () => Promise<boolean> }> = [
  { name: 'order charge', runOnce: () => chargeNextOrder() },
  { name: 'order auto-recharge', runOnce: () => rechargeNextOrder() },
  { name: 'order submission', runOnce: () => submitNextOrder() },
  { name: 'order submission recovery', runOnce: () => recoverNextSubmission() },
  { name: 'order tracking', runOnce: () => trackNextOrder() },
];
