'use client';

import { useState, useTransition } from 'react';
import { createTrackingUrlAction } from '@/actions/tracking';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { ModalActions } from '@/components/ui/modal-actions';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { actionError } from '@/lib/actions/action-error';
import { MAX_TRACKING_NAME_LENGTH, TRACKING_URL_MESSAGES, trackingUrlFormError } from '@/lib/validation/tracking-url';
import type { TrackingLink } from './types';

/**
 * 'Create New QR Code': name and target URL, checked in the browser first, then created on the
 * server (which enforces the Free plan's single URL). `onCreated` receives the new short link.
 */
export function CreateQrModal({
  onClose,
  onCreated,
  onUpgrade,
}: {
  onClose: () => void;
  onCreated: (link: TrackingLink) => void;
  onUpgrade: () => void;
}) {
  const [name, setName] = useState('');
  const [targetUrl, setTargetUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const invalid = trackingUrlFormError(name, targetUrl);
    if (invalid) return setError(invalid);
    setError(null);
    startTransition(async () => {
      try {
        const result = await createTrackingUrlAction({ name: name.trim(), targetUrl: targetUrl.trim() });
        const failed = actionError(result);
        if (failed || !result.ok) return setError(failed ?? TRACKING_URL_MESSAGES.createQrFailed);
        onCreated({ id: result.data.id, name: result.data.name, shortUrl: result.data.shortUrl });
      } catch {
        setError(TRACKING_URL_MESSAGES.createQrFailed);
      }
    });
  }

  return (
    <Dialog title="Create New QR Code" onClose={onClose} dirty={!!(name.trim() || targetUrl.trim())}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {error && (
          <div className="space-y-2">
            <ErrorBox message={error} onDismiss={() => setError(null)} />
            {error === TRACKING_URL_MESSAGES.freeCap && (
              <button type="button" onClick={onUpgrade} className={`${buttonStyles.primary} w-full`}>
                Upgrade to Pro
              </button>
            )}
          </div>
        )}
        <div>
          <label htmlFor="qr-name" className={fieldStyles.label}>
            Name
          </label>
          <input
            id="qr-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={MAX_TRACKING_NAME_LENGTH}
            placeholder="Spring mailer"
            autoComplete="off"
            className={fieldStyles.input}
          />
        </div>
        <div>
          <label htmlFor="qr-target-url" className={fieldStyles.label}>
            Target URL
          </label>
          <input
            id="qr-target-url"
            type="url"
            inputMode="url"
            value={targetUrl}
            onChange={(e) => setTargetUrl(e.target.value)}
            placeholder="example.com/offer"
            autoComplete="off"
            aria-describedby="qr-target-url-help"
            className={fieldStyles.input}
          />
          <p id="qr-target-url-help" className="mt-1 text-xs text-slate-600">
            Where a scan leads. https:// is added when you leave it out.
          </p>
        </div>
        <ModalActions onCancel={onClose} label="Create QR Code" pendingLabel="Creating..." pending={pending} />
      </form>
    </Dialog>
  );
}
