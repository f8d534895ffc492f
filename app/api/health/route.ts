export const dynamic = 'force-dynamic';

// GET /api/health – liveness: answers while this process serves requests. No session, no
// database, nothing about the configuration: a load balancer asks this every few seconds.
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
