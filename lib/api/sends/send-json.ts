import { centsToNumeric } from '@/lib/money/cents';
import type { SendRow } from '@/lib/sends/send-row';
import type { ApiSend } from '../schemas/sends';

/** A send as the API names its fields (lib/api/schemas/sends.ts). */
export function sendJson(send: SendRow): ApiSend {
  return {
    id: send.id,
    kind: send.kind,
    source: send.source,
    campaign: { id: send.campaign_id, name: send.campaignName },
    list_id: send.list_id,
    follow_up_step:
      send.follow_up_step_id && send.follow_up_step_number !== null && send.follow_up_day
        ? { id: send.follow_up_step_id, number: send.follow_up_step_number, day: send.follow_up_day }
        : null,
    send_date: send.send_date,
    order_count: send.order_count,
    postcard_count: send.postcard_count,
    cost: centsToNumeric(send.cost),
    cost_cents: send.cost,
    charged: centsToNumeric(send.charged),
    charged_cents: send.charged,
    refunded: centsToNumeric(send.refunded),
    refunded_cents: send.refunded,
    counts: send.counts,
    created_at: send.created_at.toISOString(),
  };
}
