import type { Metadata } from 'next';
import Link from 'next/link';
import { DeleteListButton } from '@/components/contacts/delete-list-button';
import { NewListButton } from '@/components/contacts/new-list-button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageLinks } from '@/components/ui/page-links';
import { TypedPageNotice } from '@/components/ui/typed-page-notice';
import { requireUser } from '@/lib/auth/current-user';
import { listLists } from '@/lib/contacts/list-lists';
import { pageCursorParams } from '@/lib/db/keyset-page';

export const metadata: Metadata = { title: 'Contacts' };

type Search = { page?: string; after?: string; before?: string; skip?: string };

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Contacts: the user's named lists, newest first, each with its kept count. */
export default async function ContactsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requireUser();
  const search = await searchParams;
  const read = {
    page: Math.max(1, Math.floor(Number(search.page)) || 1),
    after: search.after,
    before: search.before,
    skip: Number(search.skip) || 0,
  };
  const lists = await listLists(user.id, read);
  const pageHref = (n: number) =>
    `/contacts?${new URLSearchParams({ page: String(n), ...pageCursorParams(n, lists, read) })}`;
  return (
    <>
      <PageHeader
        title="Contacts"
        description="Named lists of the people you mail: import a CSV or add them one by one, then send a campaign to a whole list."
        actions={<NewListButton />}
      />
      <TypedPageNotice cut={lists.typedPageCut} className="mb-4" />
      {lists.rows.length === 0 ? (
        <EmptyState
          title="No lists"
          description="Create a list, then import a CSV of contacts or add them one by one."
        />
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {lists.rows.map((list) => (
            <li key={list.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <Link
                  href={`/contacts/${list.id}`}
                  className="font-semibold text-brand-700 hover:underline break-words"
                >
                  {list.name}
                </Link>
                <p className="text-sm text-slate-600">
                  <span className="tabular-nums">{list.contactCount.toLocaleString('en-US')}</span>{' '}
                  {list.contactCount === 1 ? 'contact' : 'contacts'} · Created {dateFormat.format(list.createdAt)}
                </p>
              </div>
              <DeleteListButton listId={list.id} name={list.name} count={list.contactCount} />
            </li>
          ))}
        </ul>
      )}
      {lists.pageCount > 1 && (
        <PageLinks
          page={lists.page}
          pageCount={lists.pageCount}
          href={pageHref}
          label="Pages"
          className="mt-4 justify-center"
        />
      )}
    </>
  );
}
