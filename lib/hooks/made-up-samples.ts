import type { HookEvent } from '@/lib/db/schema';
import type { HookEventPayload } from '@/lib/api/schemas/hooks';

// Shown to Zapier's trigger test when the account has nothing of its own yet; `sample: true` and
// the names say so, so nobody mistakes them for real orders, scans or calls.
const SAMPLE_ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function madeUpSample(event: HookEvent, now = new Date()): HookEventPayload {
  const at = now.toISOString();
  if (event === 'order.status_changed') {
    return {
      id: 'sample-order-status-changed',
      event,
      occurred_at: at,
      sample: true,
      previous_status: 'submitted',
      order: {
        id: SAMPLE_ID(1),
        send_id: SAMPLE_ID(7),
        status: 'completed',
        send_date: null,
        error_message: null,
        provider_status: 'Delivered',
        cost: '1.00',
        cost_cents: 100,
        campaign: { id: SAMPLE_ID(2), name: 'Sample campaign', type: 'single' },
        recipient: {
          id: SAMPLE_ID(3),
          name: 'Sample Recipient',
          address: {
            address_1: '123 Main St',
            address_2: 'Apt 4B',
            city: 'Springfield',
            state: 'IL',
            zip: '62701',
            formatted: '123 Main St, Springfield, IL 62701',
          },
          custom_values: {},
        },
        events: [
          { type: 'placed', at, provider_status: null, amount: null, amount_cents: null, message: null },
          { type: 'charged', at, provider_status: null, amount: '1.00', amount_cents: 100, message: null },
          { type: 'submitted', at, provider_status: null, amount: null, amount_cents: null, message: null },
          { type: 'provider', at, provider_status: 'Delivered', amount: null, amount_cents: null, message: null },
        ],
        created_at: at,
        updated_at: at,
      },
    };
  }
  if (event === 'tracking.scan') {
    return {
      id: 'sample-tracking-scan',
      event,
      occurred_at: at,
      sample: true,
      scans: 1,
      tracking_url: {
        id: 'sample000000',
        name: 'Sample QR code',
        target_url: 'https://example.com/open-house',
        access_count: 1,
        last_accessed: at,
        created_at: at,
      },
      campaign: { id: SAMPLE_ID(5), name: 'Sample campaign' },
      recipient: { id: SAMPLE_ID(6), name: 'Jane Doe', address: '123 Main St, Springfield, IL 62701' },
    };
  }
  return {
    id: 'sample-tracking-call',
    event,
    occurred_at: at,
    sample: true,
    phone_number: {
      id: SAMPLE_ID(4),
      name: 'Sample tracking line',
      phone_number: '+15555550100',
      forwarding_number: '+15555550199',
      status: 'active',
      call_count: 1,
      last_call: at,
      last_caller: '+15555550123',
      created_at: at,
    },
    campaign: { id: SAMPLE_ID(5), name: 'Sample campaign' },
    recipient: null,
  };
}
