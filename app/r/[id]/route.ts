import { after } from 'next/server';
import { logError } from '@/lib/errors';
import { isBot } from '@/lib/tracking/is-bot';
import { LINK_NOT_FOUND, linkNotFoundResponse } from '@/lib/tracking/link-not-found-page';
import { isTrackingId } from '@/lib/tracking/new-tracking-id';
import { recordScan } from '@/lib/tracking/record-scan';
import { resolveTrackingUrl, type RedirectTarget } from '@/lib/tracking/resolve-tracking-url';

export const dynamic = 'force-dynamic';

async function find(rawId: string): Promise<RedirectTarget | null> {
  // Some QR readers upper-case what they read; ids are lower case.
  const id = rawId.toLowerCase();
  if (!isTrackingId(id)) return null;
  try {
    return await resolveTrackingUrl(id);
  } catch (error) {
    logError('tracking link lookup', error);
    return null;
  }
}

async function redirect(request: Request, params: Promise<{ id: string }>, count: boolean): Promise<Response> {
  const { id } = await params;
  const link = await find(id);
  if (!link) return linkNotFoundResponse(LINK_NOT_FOUND.invalid);
  if (count && !isBot(request.headers.get('user-agent'))) {
    const scan = { trackingUrlId: id.toLowerCase(), userId: link.userId, scannedAt: new Date() };
    // Counted after the answer went out: a slow or failing write never holds up the scanner.
    after(() => recordScan(scan).catch((error) => logError('record tracking scan', error)));
  }
  return new Response(null, { status: 302, headers: { Location: link.targetUrl, 'Cache-Control': 'no-store' } });
}

// GET /r/{id} – the short link in a QR code: 302 to the stored target, the scan counted.
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return redirect(request, params, true);
}

// HEAD requests come from link checkers, not people: answered the same, never counted.
export function HEAD(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return redirect(request, params, false);
}
