'use client';

import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import type { RegeneratedApiKey } from '@/lib/accounts/regenerate-api-key';

const COPIED_MS = 2000;

/**
 * The first key (created on request) or, spec section 4: when the key changes, a dialog shows the previous (revoked) key and the new
 * one. Only the new key's hash is stored, so this dialog is the one time it can be copied. Focus
 * opens on the key (selected, ready to copy). Escape, × and the backdrop ask "Have you copied
 * your key?" before it closes. Loaded on demand by the API key card.
 */
export function NewApiKeyDialog({
  created,
  onClose,
  returnFocusTo,
}: {
  created: RegeneratedApiKey;
  onClose: () => void;
  /** The confirmation that came before is gone: focus goes back to the Regenerate button. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The first key of the account: there is no revoked key to show.
  const first = created.previousHint === null;
  const field = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyKey() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
      timer.current = setTimeout(() => setCopy('idle'), COPIED_MS);
    } catch {
      // No clipboard (plain http, or refused): select the key so that Ctrl+C copies it.
      field.current?.select();
      setCopy('failed');
    }
  }

  return (
    <Dialog
      title={first ? 'Your API key' : 'Your new API key'}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      closeQuestion={{
        title: 'Have you copied your key?',
        description: 'It is shown only once: once this dialog closes, nobody can show it to you again.',
        actionLabel: 'Yes, close',
        cancelLabel: 'Back to the key',
      }}
    >
      <div className="space-y-4 text-sm text-slate-700">
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          Copy your {first ? '' : 'new '}key now: it is shown only once. We keep only a fingerprint of it, so nobody can
          show it to you again.
        </p>
        <dl className="space-y-3">
          {!first && (
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Previous key (revoked)</dt>
              <dd className="mt-1 font-mono text-slate-500 line-through" data-testid="revoked-api-key">
                {created.previousHint}
              </dd>
            </div>
          )}
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
              <label htmlFor="new-api-key">{first ? 'Your key' : 'New key'}</label>
            </dt>
            <dd className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
              {/* A textarea, so that the whole key wraps into view on a phone as well. */}
              <textarea
                ref={field}
                id="new-api-key"
                readOnly
                rows={2}
                value={created.key}
                onFocus={(e) => e.currentTarget.select()}
                className={`${fieldStyles.input.replace('mt-1 ', '')} resize-none break-all font-mono text-xs`}
              />
              <button type="button" onClick={copyKey} className={`${buttonStyles.secondary} shrink-0`}>
                {copy === 'copied' ? 'Copied' : 'Copy'}
              </button>
            </dd>
          </div>
        </dl>
        <p role="status" className={copy === 'failed' ? '-mt-2 text-xs text-red-700' : 'sr-only'}>
          {copy === 'copied'
            ? 'API key copied'
            : copy === 'failed'
              ? 'Could not copy: press Ctrl+C (⌘C) to copy the selected key.'
              : ''}
        </p>
        <p>
          {first
            ? 'Put it in the x-api-key header of your requests, or paste it into Zapier.'
            : 'Replace the old key wherever you used it, including Zapier. Requests with the old key are refused from now on.'}
        </p>
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <button type="button" onClick={onClose} className={buttonStyles.primary}>
            Done
          </button>
        </div>
      </div>
    </Dialog>
  );
}
