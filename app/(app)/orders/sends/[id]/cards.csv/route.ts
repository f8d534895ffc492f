import { getCurrentUser } from '@/lib/auth/current-user';
import { sendCardsCsv } from '@/lib/sends/send-cards-csv';
import { isOwnSend } from '@/lib/sends/send-page';

export const dynamic = 'force-dynamic';

// GET /orders/sends/{id}/cards.csv – the send's cards and their states, streamed a page at a time.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized', message: 'Not authenticated' }, { status: 401 });
  const { id } = await params;
  if (!(await isOwnSend(user.id, id)))
    return Response.json({ error: 'not_found', message: 'Send not found' }, { status: 404 });
  return new Response(sendCardsCsv(user.id, id), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="send-${id}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
