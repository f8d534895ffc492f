'use client';

import { createContext, useContext, useMemo, useState } from 'react';

type Selection = {
  ids: Set<string>;
  /** Every contact matching the page's search (the whole list without one), not only those ticked. */
  allMatching: boolean;
  toggle: (id: string, on: boolean) => void;
  setPage: (on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
  pageIds: string[];
};

const SelectionContext = createContext<Selection | null>(null);

export const useContactSelection = () => {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useContactSelection outside ContactSelectionProvider');
  return selection;
};

/**
 * What is picked on a list's page (issue 35): contacts ticked on this page, or all matching the
 * search. Lives in the browser only; a new page (sort, search, page link) starts with nothing.
 */
export function ContactSelectionProvider({ pageIds, children }: { pageIds: string[]; children: React.ReactNode }) {
  const [ids, setIds] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const value = useMemo<Selection>(
    () => ({
      ids,
      allMatching,
      pageIds,
      toggle: (id, on) => {
        setAllMatching(false);
        setIds((now) => {
          const next = new Set(now);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        });
      },
      setPage: (on) => {
        setAllMatching(false);
        setIds(on ? new Set(pageIds) : new Set());
      },
      selectAllMatching: () => {
        setIds(new Set(pageIds));
        setAllMatching(true);
      },
      clear: () => {
        setAllMatching(false);
        setIds(new Set());
      },
    }),
    [ids, allMatching, pageIds],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** A contact row's checkbox; its label (read by screen readers) names the contact. The label pads it to a 24 px target. */
export function SelectBox({ id, name }: { id: string; name: string }) {
  const { ids, allMatching, toggle } = useContactSelection();
  return (
    <label className="-m-1 flex min-h-6 min-w-6 cursor-pointer items-center justify-center p-1">
      <input
        type="checkbox"
        className="h-5 w-5 rounded border-slate-400 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
        checked={allMatching || ids.has(id)}
        onChange={(e) => toggle(id, e.target.checked)}
      />
      <span className="sr-only">Select {name}</span>
    </label>
  );
}
