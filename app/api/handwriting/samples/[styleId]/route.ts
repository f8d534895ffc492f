import { getCurrentUser } from '@/lib/auth/current-user';
import { styleSampleSvg } from '@/lib/handwriting/style-sample';

export const dynamic = 'force-dynamic';

// GET /api/handwriting/samples/{styleId} – the look of a handwriting style, for the template
// editor's style choice: an SVG of paths only, the same for everyone, kept a day by the browser.
export async function GET(_request: Request, { params }: { params: Promise<{ styleId: string }> }) {
  if (!(await getCurrentUser())) {
    return Response.json({ error: 'unauthorized', message: 'Not authenticated' }, { status: 401 });
  }
  const { styleId } = await params;
  const svg = /^\d{1,2}$/.test(styleId) ? styleSampleSvg(Number(styleId)) : null;
  if (!svg) return Response.json({ error: 'not_found', message: 'Invalid handwriting style' }, { status: 404 });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'private, max-age=86400',
      // Opened on its own, the image may run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
