import 'server-only';
import { sql } from 'drizzle-orm';
import { recipients } from '@/lib/db/schema';

/**
 * A recipient row's addressKey in SQL: the expression of recipients_user_address_idx
 * (lib/db/campaign-schema.ts), written once so every "recently mailed" read can use that index.
 */
export const recipientKeySql = () =>
  sql`lower((${recipients.address} ->> 'street_number') || ' ' || (${recipients.address} ->> 'route') || ' ' || (${recipients.address} ->> 'postal_code') || coalesce(' ' || ${recipients.address_2}, ''))`;
