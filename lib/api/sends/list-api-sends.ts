import 'server-only';
import type { z } from 'zod';
import { withUserScope } from '@/lib/db/scoped';
import { listSends } from '@/lib/sends/list-sends';
import type { ListSendsQuerySchema, SendPageSchema } from '../schemas/sends';
import { sendJson } from './send-json';

/** GET /api/v1/sends: one page of the caller's sends, newest first, by cursor, each with its counts and totals. */
export async function listApiSends(
  userId: string,
  query: z.output<typeof ListSendsQuerySchema>,
): Promise<z.output<typeof SendPageSchema>> {
  const page = await withUserScope(userId, (tx) =>
    listSends(tx, userId, { after: query.after, size: query.page_size }),
  );
  return { data: page.sends.map(sendJson), next_cursor: page.nextCursor };
}
