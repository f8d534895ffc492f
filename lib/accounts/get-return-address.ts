import 'server-only';
import { eq } from 'drizzle-orm';
import { withUserScope } from '@/lib/db/scoped';
import { profiles } from '@/lib/db/schema';
import { EMPTY_RETURN_ADDRESS, type ReturnAddress } from '@/lib/validation/return-address';

/** The user's saved return address as the form edits it: '' for every field never filled. */
export async function getReturnAddress(userId: string): Promise<ReturnAddress> {
  const { accountName: _, ...saved } = await readReturnAddress(userId);
  return saved;
}

/**
 * The return address as its form opens: the saved one, its Name the name given at sign-up while
 * none was ever saved (issue 36), so a new user types it once, not twice.
 */
export async function getReturnAddressToEdit(userId: string): Promise<ReturnAddress> {
  const { accountName, ...saved } = await readReturnAddress(userId);
  return { ...saved, name: saved.name || accountName };
}

async function readReturnAddress(userId: string): Promise<ReturnAddress & { accountName: string }> {
  const [row] = await withUserScope(userId, (tx) =>
    tx
      .select({
        name: profiles.return_address_name,
        accountName: profiles.name,
        line1: profiles.return_address_line1,
        line2: profiles.return_address_line2,
        city: profiles.return_address_city,
        state: profiles.return_address_state,
        zip: profiles.return_address_zip,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
  );
  if (!row) return { ...EMPTY_RETURN_ADDRESS, accountName: '' };
  return {
    accountName: row.accountName,
    name: row.name ?? '',
    line1: row.line1 ?? '',
    line2: row.line2 ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zip: row.zip ?? '',
  };
}
