import { sql } from 'drizzle-orm';
import { orders } from '@/lib/db/schema';
import type { ApiOrder } from '../schemas/orders';

/**
 * The API's JSON of the orders_table row in scope, built by api_order_json() (migration 0008):
 * the same function builds the order inside order.status_changed events, so reads and events
 * can never disagree on the shape.
 */
export const orderJson = sql<ApiOrder>`api_order_json(${orders})`;
