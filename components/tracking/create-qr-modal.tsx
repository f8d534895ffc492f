'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { createTrackingUrlFormAction } from '@/actions/tracking';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton, TextField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { TRACKING_URL_MESSAGES } from '@/lib/validation/tracking-url-messages';
import type { TrackingLink } from './types';

const MAX_TRACKING_NAME_LENGTH = 100; // lib/validation/tracking-url.ts, which brings zod

const rules = lazyRules(() =>
  import('@/lib/validation/tracking-url').then((m) => validateWith(m.TrackingUrlFormSchema)),
);

/**
 * 'Create New QR Code': name and target URL, checked in the browser first with the form action's
 * own rules (every field's error beside it), then created on the server, which enforces the Free
 * plan's single URL. `onCreated` receives the new short link.
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
  const [state, formAction] = useActionState(
    orSay(createTrackingUrlFormAction, TRACKING_URL_MESSAGES.createQrFailed),
    IDLE_FORM_STATE,
  );
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);

  // Once per answer: the next dialog (the generated code) takes over.
  const reported = useRef(state);
  useEffect(() => {
    if (reported.current === state) return;
    reported.current = state;
    if (state.status === 'success' && state.data) onCreated(state.data);
  }, [state, onCreated]);

  return (
    <Dialog title="Create New QR Code" onClose={onClose} dirty={!!(name.trim() || targetUrl.trim())}>
      <form action={formAction} {...formProps} className="space-y-4">
        {formError && (
          <div className="space-y-2">
            <ErrorBox message={formError} onDismiss={dismissFormError} />
            {formError === TRACKING_URL_MESSAGES.freeCap && (
              <button type="button" onClick={onUpgrade} className={`${buttonStyles.primary} w-full`}>
                Upgrade to Pro
              </button>
            )}
          </div>
        )}
        <TextField
          id="qr-name"
          name="name"
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={MAX_TRACKING_NAME_LENGTH}
          placeholder="Spring mailer"
          autoComplete="off"
          error={errorFor('name')}
        />
        <TextField
          id="qr-target-url"
          name="targetUrl"
          label="Target URL"
          type="url"
          inputMode="url"
          value={targetUrl}
          onChange={(e) => setTargetUrl(e.target.value)}
          placeholder="example.com/offer"
          autoComplete="off"
          hint="Where a scan leads. https:// is added when you leave it out."
          error={errorFor('targetUrl')}
        />
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            Cancel
          </button>
          <SubmitButton label="Create QR Code" pendingLabel="Creating..." />
        </div>
      </form>
    </Dialog>
  );
}
