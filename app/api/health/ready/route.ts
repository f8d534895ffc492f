import { checkReadiness } from '@/lib/ops/check-readiness';

export const dynamic = 'force-dynamic';

// GET /api/health/ready – readiness: 200 only when the database answers and has every migration
// this build ships; otherwise 503 with a reason code, so a deploy routes no traffic here yet.
export async function GET() {
  const readiness = await checkReadiness();
  const headers = { 'Cache-Control': 'no-store' };
  if (readiness.ready) return Response.json({ status: 'ready' }, { headers });
  return Response.json({ status: 'unavailable', reason: readiness.reason }, { status: 503, headers });
}
