import { getCurrentUser } from '@/lib/auth/current-user';
import { transactionsCsv } from '@/lib/billing/transactions-csv';
import { logError } from '@/lib/errors';

export const dynamic = 'force-dynamic';

// GET /profile/transactions.csv – the signed-in user's whole ledger, one row per card charge,
// streamed a page at a time (decision 046).
export async function GET() {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized', message: 'Not authenticated' }, { status: 401 });
  const rows = transactionsCsv(user.id);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // The BOM makes Excel read it as UTF-8.
      controller.enqueue(encoder.encode('\uFEFF'));
    },
    async pull(controller) {
      try {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        logError('transactions CSV', error);
        controller.error(error);
      }
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="inkpost-transactions-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
