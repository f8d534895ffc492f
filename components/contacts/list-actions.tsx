'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SendNotice, type SentNotice } from '@/components/campaigns/placed-notice';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles } from '@/components/ui/styles';

// Each loads when first opened, not with the page (decision 029).
const ImportDialog = lazyLayer(() => import('./import-dialog').then((m) => m.ImportDialog));
const ContactDialog = lazyLayer(() => import('./contact-dialog').then((m) => m.ContactDialog));
const SendToListDialog = lazyLayer(() => import('./send-to-list-dialog').then((m) => m.SendToListDialog));

/** A list's buttons: Import CSV, Add contact, Send to this list; and what the last send placed. */
export function ListActions({ listId, listName, count }: { listId: string; listName: string; count: number }) {
  const router = useRouter();
  const [open, setOpen] = useState<'import' | 'add' | 'send' | null>(null);
  const [sent, setSent] = useState<SentNotice | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={() => setOpen('import')}>
          Import CSV
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setOpen('add')}>
          Add contact
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => {
            setSent(null);
            setOpen('send');
          }}
          disabled={count === 0}
        >
          Send to this list
        </button>
      </div>
      {sent && <SendNotice text={sent.text} waits={sent.waits} />}
      {open === 'import' && (
        <ImportDialog listId={listId} listName={listName} onClose={close} onImported={() => router.refresh()} />
      )}
      {open === 'add' && (
        <ContactDialog
          listId={listId}
          onClose={close}
          onSaved={() => {
            close();
            router.refresh();
          }}
        />
      )}
      {open === 'send' && (
        <SendToListDialog
          list={{ id: listId, name: listName }}
          onClose={close}
          onSent={(notice) => {
            close();
            setSent(notice);
          }}
        />
      )}
    </div>
  );
}
