import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { webhookEvents } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { logError } from '@/lib/errors';
import { BodyTooLargeError, MAX_WEBHOOK_BODY_BYTES, readBoundedText } from '@/lib/http/read-bounded-body';
import { applyProviderOrderState } from '@/lib/orders/apply-provider-state';
import { parseThanksioWebhook, webhookTokenMatches } from '@/lib/providers/postcards/thanksio-webhook';

// POST /api/webhooks/postcards?token=<THANKSIO_WEBHOOK_SECRET> – thanks.io order status updates.
// thanks.io signs nothing and cannot send headers of ours, so the URL carries the secret.
export async function POST(request: Request) {
  const secret = env().THANKSIO_WEBHOOK_SECRET;
  // Without a secret nobody can be told apart from thanks.io: the endpoint does not exist.
  if (!secret) return Response.json({ error: 'not_found' }, { status: 404 });
  if (!webhookTokenMatches(new URL(request.url).searchParams.get('token'), secret)) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }

  let body: string;
  try {
    body = await readBoundedText(request, MAX_WEBHOOK_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return Response.json({ error: 'payload_too_large' }, { status: 413 });
    return Response.json({ error: 'bad_request', message: 'The body could not be read' }, { status: 400 });
  }
  const event = parseThanksioWebhook(body);
  if (event.kind === 'invalid') return Response.json({ error: 'bad_request', message: event.reason }, { status: 400 });
  if (event.kind === 'ignored') return Response.json({ received: true, ignored: true });

  // Delivery is at least once: the first delivery of an event claims its id, replays stop here.
  const claimed = await getDb()
    .insert(webhookEvents)
    .values({ id: event.eventId, provider: 'thanksio', type: event.eventType })
    .onConflictDoNothing({ target: webhookEvents.id })
    .returning({ id: webhookEvents.id });
  if (!claimed.length) return Response.json({ received: true, duplicate: true });

  try {
    const applied = await applyProviderOrderState(event.providerOrderId, event.report);
    return Response.json({ received: true, applied });
  } catch (error) {
    // Give the claim back so thanks.io's redelivery is applied rather than skipped.
    await getDb().delete(webhookEvents).where(eq(webhookEvents.id, event.eventId));
    logError(`thanks.io webhook ${event.eventId}`, error);
    return Response.json({ error: 'internal_error' }, { status: 500 });
  }
}
