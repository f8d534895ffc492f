import { logError } from '@/lib/errors';
import { claimHookDelivery } from './claim-hook-delivery';
import { sendHookDelivery, type DeliveryOutcome } from './send-hook-delivery';

/** Claims and sends one due delivery, waiting for its answer. Null when none is due. */
export async function deliverNextHook(now = new Date()): Promise<DeliveryOutcome | null> {
  const delivery = await claimHookDelivery(now);
  return delivery ? sendHookDelivery(delivery, now) : null;
}

/** Deliveries in flight at once in one process. */
const MAX_IN_FLIGHT = 8;
let inFlight = 0;

/**
 * The background job: claims one due delivery and sends it without waiting for the answer. A
 * receiver may take its full 10 s; awaited, a few slow ones would hold back every other job
 * (the order pipeline included) in this process. The claim's lease covers the call.
 */
export async function startNextHookDelivery(): Promise<boolean> {
  if (inFlight >= MAX_IN_FLIGHT) return false;
  const now = new Date();
  const delivery = await claimHookDelivery(now);
  if (!delivery) return false;
  inFlight++;
  sendHookDelivery(delivery, now)
    .catch((error) => logError('hook delivery', error))
    .finally(() => inFlight--);
  return true;
}
