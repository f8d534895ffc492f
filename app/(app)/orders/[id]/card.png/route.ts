import { getCurrentUser } from '@/lib/auth/current-user';
import { renderOrderCard } from '@/lib/orders/render-order-card';

export const dynamic = 'force-dynamic';

// GET /orders/{id}/card.png – the back of the order's postcard at print size, its QR code included.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized', message: 'Not authenticated' }, { status: 401 });
  const { id } = await params;
  const png = await renderOrderCard(user.id, id);
  if (!png) return Response.json({ error: 'not_found', message: 'Order not found' }, { status: 404 });
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'private, no-store' },
  });
}
