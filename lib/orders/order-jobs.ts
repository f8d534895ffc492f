import { placeDueFollowUps } from '@/lib/follow-ups/place-due-follow-ups';
import { chargeNextOrders } from './charge-orders';
import { rechargeNextOrder } from './recharge-next-order';
import { recoverNextSubmission } from './recover-next-submission';
import { releaseScheduledOrders } from './release-scheduled-orders';
import { submitNextOrders } from './submit-orders';
import { trackNextOrder } from './track-next-order';

/** The steps of the order pipeline, in the order a postcard goes through them. */
export const ORDER_JOBS: Array<{ name: string; runOnce: () => Promise<boolean> }> = [
  // Follow-up steps that came due become pending orders (decision 038), charged by the next step.
  { name: 'follow-up steps', runOnce: async () => (await placeDueFollowUps()) > 0 },
  { name: 'order charge', runOnce: async () => (await chargeNextOrders()) > 0 },
  { name: 'order auto-recharge', runOnce: () => rechargeNextOrder() },
  { name: 'order release on its send date', runOnce: async () => (await releaseScheduledOrders()) > 0 },
  { name: 'order submission', runOnce: async () => (await submitNextOrders()) > 0 },
  { name: 'order submission recovery', runOnce: () => recoverNextSubmission() },
  { name: 'order tracking', runOnce: () => trackNextOrder() },
];
