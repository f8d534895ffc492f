import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContactRowActions } from '@/components/contacts/contact-row-actions';
import { ContactSelectionProvider, SelectBox } from '@/components/contacts/contact-selection';
import { DeleteListButton } from '@/components/contacts/delete-list-button';
import { ImportReportsBanner } from '@/components/contacts/import-reports-banner';
import { ListActions } from '@/components/contacts/list-actions';
import { SelectionBar } from '@/components/contacts/selection-bar';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLinks } from '@/components/ui/page-links';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { TypedPageNotice } from '@/components/ui/typed-page-notice';
import { requireUser } from '@/lib/auth/current-user';
import { getImportReports } from '@/lib/contacts/get-import-reports';
import { listContacts, type ContactPage } from '@/lib/contacts/list-contacts';
import { pageCursorParams } from '@/lib/db/keyset-page';
import { UserFacingError } from '@/lib/errors';
import { CONTACT_MESSAGES, CONTACT_SORTS, MIN_SEARCH_LENGTH, isContactSort } from '@/lib/validation/contacts-messages';
import { plural } from '@/lib/text/plural';

export const metadata: Metadata = { title: 'Contact list' };

type Params = { id: string };
type Search = { q?: string; sort?: string; page?: string; after?: string; before?: string; skip?: string };

/**
 * One list: its contacts a page at a time (newest first, or by name or city), search, import and
 * its kept reports, add, edit, delete, select several (or all matching) to delete or copy, send.
 */
export default async function ContactListPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<Search>;
}) {
  const user = await requireUser();
  const [{ id }, search] = await Promise.all([params, searchParams]);
  const q = (search.q ?? '').slice(0, 100);
  const sort = isContactSort(search.sort) ? search.sort : 'added';
  const read = {
    page: Math.max(1, Math.floor(Number(search.page)) || 1),
    after: search.after,
    before: search.before,
    skip: Number(search.skip) || 0,
  };
  let page: ContactPage;
  try {
    page = await listContacts(user.id, id, { search: q, sort, ...read });
  } catch (error) {
    // Another user's list is as absent as a deleted one.
    if (error instanceof UserFacingError) notFound();
    throw error;
  }
  const { list, rows } = page;
  const reports = await getImportReports(user.id, list.id);
  // The search and the order travel with every link; a page link adds its cursor.
  const base = { ...(page.search ? { q: page.search } : {}), ...(sort !== 'added' ? { sort } : {}) };
  const pageHref = (n: number) =>
    `/contacts/${list.id}?${new URLSearchParams({ ...base, page: String(n), ...pageCursorParams(n, page, read) })}`;
  const sortHref = (key: string) =>
    `/contacts/${list.id}?${new URLSearchParams({ ...(page.search ? { q: page.search } : {}), ...(key !== 'added' ? { sort: key } : {}) })}`;
  const tooShort = q.trim().length > 0 && !page.search;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/contacts" className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline">
          ← Contacts
        </Link>
      </p>
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 break-words">{list.name}</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="list-count">
            {plural(list.contactCount, 'contact')}
          </p>
        </div>
        <ListActions listId={list.id} listName={list.name} count={list.contactCount} />
      </div>

      <ImportReportsBanner listId={list.id} listName={list.name} reports={reports} />

      <form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <div className="w-full sm:max-w-xs">
          <label htmlFor="contact-search" className={fieldStyles.label}>
            Search contacts
          </label>
          <input
            id="contact-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Name or address"
            aria-describedby={tooShort ? 'contact-search-hint' : undefined}
            className={fieldStyles.input}
          />
        </div>
        {sort !== 'added' && <input type="hidden" name="sort" value={sort} />}
        <button type="submit" className={buttonStyles.secondary}>
          Search
        </button>
        {page.search && (
          <Link href={`/contacts/${list.id}`} className={buttonStyles.ghost}>
            Clear search
          </Link>
        )}
        {tooShort && (
          <p id="contact-search-hint" role="status" className="w-full text-sm text-amber-800">
            {CONTACT_MESSAGES.searchTooShort}
          </p>
        )}
      </form>
      {page.search && (
        <p role="status" className="mb-3 text-sm text-slate-700">
          {plural(page.total, 'contact')} {page.total === 1 ? 'matches' : 'match'} “{page.search}”.
        </p>
      )}

      <TypedPageNotice cut={page.typedPageCut} className="mb-4" />
      <nav aria-label="Sort contacts" className="mb-3 flex flex-wrap items-center gap-1 text-sm">
        <span className="mr-1 text-slate-600">Sort by</span>
        {Object.entries(CONTACT_SORTS).map(([key, label]) => (
          <Link
            key={key}
            href={sortHref(key)}
            aria-current={key === sort ? 'true' : undefined}
            className={`rounded-lg px-3 py-1.5 font-medium ${key === sort ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <EmptyState
          title={page.search ? 'No matching contacts' : 'No contacts'}
          description={
            page.search
              ? `Nobody in this list matches; a search needs at least ${MIN_SEARCH_LENGTH} characters of a name or address.`
              : 'Import a CSV or add contacts one by one.'
          }
        />
      ) : (
        <ContactSelectionProvider key={rows.map((c) => c.id).join()} pageIds={rows.map((c) => c.id)}>
          <SelectionBar listId={list.id} total={page.total} search={page.search} />
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {rows.map((contact) => (
              <li key={contact.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 items-start gap-3">
                  <SelectBox id={contact.id} name={contact.name} />
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900 break-words">{contact.name}</p>
                    <p className="text-sm text-slate-700 break-words">
                      {contact.address.formatted_address}
                      {contact.address2 ? ` · ${contact.address2}` : ''}
                    </p>
                    {Object.keys(contact.customValues).length > 0 && (
                      <p className="text-xs text-slate-600 break-words">
                        {Object.entries(contact.customValues)
                          .map(([key, value]) => `${key}: ${value}`)
                          .join(' · ')}
                      </p>
                    )}
                  </div>
                </div>
                <ContactRowActions
                  listId={list.id}
                  contact={{
                    id: contact.id,
                    name: contact.name,
                    address2: contact.address2,
                    formatted: contact.address.formatted_address,
                  }}
                />
              </li>
            ))}
          </ul>
        </ContactSelectionProvider>
      )}
      {page.pageCount > 1 && (
        <PageLinks
          page={page.page}
          pageCount={page.pageCount}
          href={pageHref}
          label="Pages"
          className="mt-4 justify-center"
        />
      )}
      <div className="mt-8 flex justify-end border-t border-slate-200 pt-4">
        <DeleteListButton listId={list.id} name={list.name} count={list.contactCount} label="Delete list" />
      </div>
    </>
  );
}
