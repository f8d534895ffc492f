import { getCurrentUser } from '@/lib/auth/current-user';
import { respondersCsv } from '@/lib/campaigns/responders-csv';
import { UserFacingError } from '@/lib/errors';

export const dynamic = 'force-dynamic';

// GET /campaigns/{id}/responders.csv – the campaign's responders as a spreadsheet download.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'unauthorized', message: 'Not authenticated' }, { status: 401 });
  const { id } = await params;
  try {
    const { name, csv } = await respondersCsv(user.id, id);
    const file = `${
      name
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'campaign'
    }-responders.csv`;
    // The BOM makes Excel read it as UTF-8.
    return new Response(`\uFEFF${csv}`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file}"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof UserFacingError)
      return Response.json({ error: 'not_found', message: error.message }, { status: 404 });
    throw error;
  }
}
