import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { contacts, orders, recipients } from '@/lib/db/schema';
import { RECENTLY_MAILED_DAYS } from '@/lib/orders/recently-mailed-days';
import { recipientKeySql } from '@/lib/orders/recipient-key-sql';

/**
 * A contact this campaign mailed in the last RECENTLY_MAILED_DAYS days (an order not failed or
 * cancelled, for the recipient or — on a neighbor campaign — the neighbors it mailed), as
 * recentlyMailedOnCampaign decides it, but joined in SQL: a list of thousands never travels
 * through the server's memory as keys. Reads recipients_user_address_idx by the contact's key
 * (the unit included on both sides, issue 35).
 */
export function mailedRecently(userId: string, campaignId: string): SQL {
  const key = recipientKeySql();
  return sql`exists (
    select 1 from ${recipients} inner join ${orders} on
      (not ${recipients.is_neighbor} and ${orders.recipient_id} = ${recipients.id})
      or (${recipients.is_neighbor} and ${orders.id} = ${recipients.order_id})
    where ${recipients.user_id} = ${userId} and ${key} = ${contacts.address_key}
      and ${recipients.campaign_id} = ${campaignId}
      and ${orders.status} not in ('failed', 'cancelled')
      and ${orders.created_at} > now() - make_interval(days => ${RECENTLY_MAILED_DAYS}))`;
}

/** The contacts of the user's list (the user's id filter included). */
export function listContactsWhere(userId: string, listId: string): SQL {
  return and(eq(contacts.list_id, listId), eq(contacts.user_id, userId))!;
}
