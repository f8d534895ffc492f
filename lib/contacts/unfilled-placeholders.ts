import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contacts, type CustomValue } from '@/lib/db/schema';
import { placeholderFor } from '@/lib/templates/custom-values';

/** A placeholder of the template's message that no contact of the list has a value for. */
export type UnfilledPlaceholder = { placeholder: string; name: string; defaultValue: string };

/**
 * The template's placeholders (other than the recipient's name, which every contact has) that no
 * contact of the list fills: named before a send (issue 35), since every card would print the
 * default instead. One `exists` per placeholder through contacts_custom_values_idx (GIN, `?`),
 * which stops at the first contact that has it; on the owner connection, filtered by user_id
 * explicitly, as under row-level security `?` (not leakproof) could not use the index.
 */
export async function unfilledPlaceholders(
  userId: string,
  listId: string,
  template: { message: string; custom_values: CustomValue[] },
): Promise<UnfilledPlaceholder[]> {
  const used = template.custom_values.filter(
    (v) => v.id !== 'recipient_name' && template.message.includes(placeholderFor(v.id)),
  );
  const checks = await Promise.all(
    used.map(async (value) => {
      const [row] = await getDb()
        .select({ one: sql<number>`1` })
        .from(contacts)
        .where(
          and(
            eq(contacts.list_id, listId),
            eq(contacts.user_id, userId),
            sql`${contacts.custom_values} ? ${value.id}`,
            sql`${contacts.custom_values} ->> ${value.id} <> ''`,
          ),
        )
        .limit(1);
      return row ? null : { placeholder: placeholderFor(value.id), name: value.name, defaultValue: value.defaultValue };
    }),
  );
  return checks.filter((check): check is UnfilledPlaceholder => check !== null);
}
