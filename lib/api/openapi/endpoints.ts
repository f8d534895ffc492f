import type { Endpoint } from './endpoint';
import { ORDERS_AND_SENDS_ENDPOINTS } from './endpoints/orders-and-sends';
import { CAMPAIGNS_AND_LISTS_ENDPOINTS } from './endpoints/campaigns-and-lists';
import { ACCOUNT_AND_HOOKS_ENDPOINTS } from './endpoints/account-and-hooks';

export type { Endpoint };

/** Every endpoint of /api/v1, in the order the document and /developers list them. */
export const ENDPOINTS: Endpoint[] = [
  ...ORDERS_AND_SENDS_ENDPOINTS,
  ...CAMPAIGNS_AND_LISTS_ENDPOINTS,
  ...ACCOUNT_AND_HOOKS_ENDPOINTS,
];
