import { after } from 'next/server';
import { linkNotFoundResponse } from '@/lib/tracking/link-not-found-page';
import { recordScan } from '@/lib/tracking/record-scan';
import { decideRedirect } from '@/lib/tracking/redirect-decision';

export const dynamic = 'force-dynamic';

// GET /r/{id} – the short link in a QR code: 302 to the stored target, the scan counted after
// the answer went out (a slow or failing write never holds up the scanner). `npm start` answers
// these in its front process, before Next.js (scripts/front/short-links.mjs), with the same
// decision; this route serves them wherever there is no front process (next dev, other hosts).
async function redirect(request: Request, params: Promise<{ id: string }>): Promise<Response> {
  const decision = await decideRedirect((await params).id, {
    method: request.method,
    userAgent: request.headers.get('user-agent'),
  });
  if (decision.kind === 'not-found') return linkNotFoundResponse(decision.message);
  const { scan } = decision;
  if (scan) after(() => recordScan(scan));
  return new Response(null, { status: 302, headers: { Location: decision.location, 'Cache-Control': 'no-store' } });
}

export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return redirect(request, params);
}

export function HEAD(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return redirect(request, params);
}
