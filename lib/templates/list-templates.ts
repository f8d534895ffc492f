import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { templates } from '@/lib/db/schema';

export type TemplateRow = typeof templates.$inferSelect;

/** The user's templates, newest first (index templates_user_created_idx). */
export async function listTemplates(userId: string): Promise<TemplateRow[]> {
  return withUserScope(userId, (tx) =>
    tx.select().from(templates).where(eq(templates.user_id, userId)).orderBy(desc(templates.created_at)),
  );
}
