'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { copyContactsAction, copyTargetsAction, deleteContactsAction } from '@/actions/contacts';
import { callAction as call } from '@/components/campaigns/call-action';
import { showToast } from '@/components/feedback/toast-store';
import { ErrorBox } from '@/components/ui/error-box';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { CONTACT_MESSAGES } from '@/lib/validation/contacts-messages';
import { plural } from '@/lib/text/plural';
import { useContactSelection } from './contact-selection';

const AlertDialog = lazyLayer(() => import('@/components/ui/alert-dialog').then((m) => m.AlertDialog));

/**
 * Above a list's contacts (issue 35): select this page, or all matching the search, then delete
 * them (after a confirmation) or copy them to another list. Says what each did, in a toast.
 */
export function SelectionBar({ listId, total, search }: { listId: string; total: number; search: string }) {
  const router = useRouter();
  const { ids, allMatching, pageIds, setPage, selectAllMatching, clear } = useContactSelection();
  const [confirming, setConfirming] = useState(false);
  const [targets, setTargets] = useState<{ id: string; name: string }[] | null>(null);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const count = allMatching ? total : ids.size;
  const pageAll = pageIds.length > 0 && pageIds.every((id) => ids.has(id));
  const selection = allMatching ? { all: true as const, search } : { ids: [...ids] };
  const matching = search ? ` matching “${search}”` : '';

  function run<T>(work: () => Promise<{ ok: true; data: T } | { ok: false; error: string }>, said: (d: T) => string) {
    setError(null);
    start(async () => {
      const result = await call(work, CONTACT_MESSAGES.loadFailed);
      if (!result.ok) return setError(actionError(result));
      // A toast, not a line of this bar: the refreshed page holds other rows, and the bar's
      // selection (keyed by them) starts afresh, taking any line of its own with it.
      showToast(said(result.data));
      setConfirming(false);
      clear();
      router.refresh();
    });
  }
  const openCopy = () =>
    start(async () => {
      const result = await call(() => copyTargetsAction({ listId }), CONTACT_MESSAGES.loadFailed);
      if (!result.ok) return setError(actionError(result));
      setTargets(result.data);
    });

  return (
    <div className="mb-3 space-y-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <label className="flex min-h-6 cursor-pointer items-center gap-2 font-medium text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5 rounded border-slate-400"
            checked={allMatching || pageAll}
            onChange={(e) => setPage(e.target.checked)}
          />
          Select this page
        </label>
        {pageAll && !allMatching && total > pageIds.length && (
          <button type="button" className={buttonStyles.ghost} onClick={selectAllMatching}>
            Select all {plural(total, 'contact')}
            {matching}
          </button>
        )}
        {count > 0 && (
          <>
            <span role="status" className="text-slate-700" data-testid="selected-count">
              {allMatching
                ? `All ${plural(total, 'contact')}${matching} selected`
                : `${plural(count, 'contact')} selected`}
            </span>
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(true)}>
              Delete selected
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={openCopy} disabled={pending}>
              Copy to another list
            </button>
            <button type="button" className={buttonStyles.ghost} onClick={clear}>
              Clear selection
            </button>
          </>
        )}
      </div>
      {targets && count > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!target) return setError(CONTACT_MESSAGES.chooseTargetList);
            run(
              () => copyContactsAction({ listId, targetListId: target, selection }),
              (d) => CONTACT_MESSAGES.copied(d.copied, d.target, d.alreadyThere),
            );
          }}
        >
          <div className="w-full sm:max-w-xs">
            <label htmlFor="copy-target" className={fieldStyles.label}>
              Copy to
            </label>
            <select
              id="copy-target"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              className={fieldStyles.input}
            >
              <option value="">Choose a list</option>
              {targets.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonStyles.primary} disabled={pending}>
            {pending ? 'Copying...' : `Copy ${plural(count, 'contact')}`}
          </button>
        </form>
      )}
      {error && !confirming && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {confirming && (
        <AlertDialog
          title={`Delete ${plural(count, 'contact')}?`}
          description={`${allMatching ? `All ${plural(total, 'contact')}${matching}` : plural(count, 'selected contact')} will be removed from this list.`}
          actionLabel={`Delete ${plural(count, 'contact')}`}
          pendingLabel="Deleting..."
          pending={pending}
          error={error}
          onDismissError={() => setError(null)}
          onAction={() =>
            run(
              () => deleteContactsAction({ listId, selection }),
              (d) => CONTACT_MESSAGES.deleted(d.deleted),
            )
          }
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
