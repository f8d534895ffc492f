import { getCurrentUser } from '@/lib/auth/current-user';
import { subscribeToUserEvents, type AppEvent } from '@/lib/realtime/bus';

export const dynamic = 'force-dynamic';

const HEARTBEAT_MS = 25_000;

// GET /api/events – Server-Sent Events with the signed-in user's row changes, and nobody else's.
export async function GET(request: Request) {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized', message: 'Not authenticated' }, { status: 401 });

  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const unsubscribe = subscribeToUserEvents(user.id, (event: AppEvent) => {
        const { table, op, id } = event;
        send(`event: change\ndata: ${JSON.stringify({ table, op, id })}\n\n`);
      });
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener('abort', () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed
        }
      });
      send('retry: 3000\n: connected\n\n');
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}
