import { getCurrentUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { logError } from '@/lib/errors';
import { getTrackingUrl } from '@/lib/tracking/get-tracking-url';
import { isTrackingId } from '@/lib/tracking/new-tracking-id';
import { qrPng } from '@/lib/tracking/qr-image';
import { shortLink } from '@/lib/tracking/short-link';
import { TRACKING_URL_MESSAGES as M } from '@/lib/validation/tracking-url';

export const dynamic = 'force-dynamic';

const fail = (status: number, error: string, message: string) => Response.json({ error, message }, { status });

// GET /api/tracking-urls/{id}/qr – the QR code of one of the user's tracking URLs as a PNG;
// ?download=1 makes the browser save it as qr-{id}.png.
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return fail(401, 'unauthorized', 'Not authenticated');
  const { id } = await params;
  const found = isTrackingId(id) ? await getTrackingUrl(user.id, id) : null;
  if (!found) return fail(404, 'not_found', M.notFound);
  let png: Buffer;
  try {
    png = await qrPng(shortLink(env().APP_URL, found.id));
  } catch (error) {
    logError('qr image', error);
    return fail(500, 'server_error', M.generateQrFailed);
  }
  const download = new URL(request.url).searchParams.get('download') === '1';
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'private, max-age=3600',
      ...(download ? { 'Content-Disposition': `attachment; filename="qr-${found.id}.png"` } : {}),
    },
  });
}
