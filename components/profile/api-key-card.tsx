'use client';

import Link from 'next/link';
import { showToast } from '@/components/feedback/toast-store';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { createApiKeyAction, regenerateApiKeyAction } from '@/actions/profile';
import { ErrorBox } from '@/components/ui/error-box';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { buttonStyles } from '@/components/ui/styles';
import { API_KEY_MESSAGES } from '@/lib/accounts/api-key-messages';
import type { ApiKeyStatus } from '@/lib/accounts/get-api-key-status';
import type { RegeneratedApiKey } from '@/lib/accounts/regenerate-api-key';

// Both layers load when first opened, so the dialog library is not in the profile's first load.
const AlertDialog = lazyLayer(() => import('@/components/ui/alert-dialog').then((m) => m.AlertDialog));
const NewApiKeyDialog = lazyLayer(() => import('./new-api-key-dialog').then((m) => m.NewApiKeyDialog));

const KEY_CREATED = 'API key created.';

/**
 * The API Access card of a Pro user (spec sections 2 and 4): the key's mask, and Regenerate,
 * which revokes the current key at once, hence the confirmation first. The new key comes back
 * once and is shown in a dialog next to the mask of the key it replaced.
 */
export function ApiKeyCard({ status, docsHref }: { status: ApiKeyStatus; docsHref: string }) {
  const router = useRouter();
  const regenerateButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [created, setCreated] = useState<RegeneratedApiKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function create() {
    setError(null);
    startTransition(async () => {
      const result = await createApiKeyAction(undefined).catch(() => ({
        ok: false as const,
        error: API_KEY_MESSAGES.createFailed,
      }));
      if (!result.ok) return setError(result.error);
      setCreated(result.data);
      router.refresh();
    });
  }

  function regenerate() {
    setError(null);
    startTransition(async () => {
      const result = await regenerateApiKeyAction(undefined).catch(() => ({
        ok: false as const,
        error: API_KEY_MESSAGES.revokeFailed,
      }));
      setConfirming(false);
      if (!result.ok) return setError(result.error);
      setCreated(result.data);
      router.refresh(); // the card shows the new mask behind the dialog
    });
  }

  return (
    <div className="space-y-4">
      <p>
        Send postcards from your own code: put your key in the{' '}
        <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">x-api-key</code> header of every request.{' '}
        <Link href={docsHref} className="font-medium text-brand-700 underline hover:text-brand-600">
          Read the API documentation
        </Link>
      </p>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Your API key</p>
          {status.hasKey ? (
            <p className="mt-1 break-all font-mono text-sm text-slate-900" data-testid="api-key-hint">
              {status.hint ?? 'pk_…'}
            </p>
          ) : (
            <p className="mt-1 text-slate-900">You have no API key yet.</p>
          )}
          <p className="mt-1 text-xs text-slate-600">
            {status.hasKey
              ? 'For your safety only the start and end of the key are kept on screen. Lost it? Regenerate it.'
              : 'Create one when you need it: it is shown in full once, then only its start and end.'}
          </p>
        </div>
        {status.hasKey ? (
          <button
            ref={regenerateButton}
            type="button"
            onClick={() => setConfirming(true)}
            className={`${buttonStyles.secondary} shrink-0`}
          >
            Regenerate API key
          </button>
        ) : (
          <button
            ref={regenerateButton}
            type="button"
            disabled={pending}
            onClick={create}
            className={`${buttonStyles.primary} shrink-0`}
          >
            {pending ? 'Creating…' : 'Create API key'}
          </button>
        )}
      </div>

      {confirming && (
        <AlertDialog
          title="Regenerate API key?"
          description={
            <>
              Your current key
              {status.hint ? (
                <>
                  {' '}
                  (<span className="font-mono">{status.hint}</span>)
                </>
              ) : null}{' '}
              stops working immediately. Anything that uses it, your own code or Zapier, needs the new key.
            </>
          }
          actionLabel="Regenerate API key"
          pendingLabel="Regenerating..."
          pending={pending}
          onAction={regenerate}
          onCancel={() => !pending && setConfirming(false)}
        />
      )}
      {created && (
        <NewApiKeyDialog
          created={created}
          onClose={() => {
            setCreated(null);
            // Said once the key's dialog is closed: while it is open, the page under it is hidden.
            showToast(KEY_CREATED);
          }}
          returnFocusTo={regenerateButton}
        />
      )}
    </div>
  );
}
