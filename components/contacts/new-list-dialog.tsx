'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { createListFormAction } from '@/actions/contacts';
import { showToast } from '@/components/feedback/toast-store';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton, TextField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { CONTACT_MESSAGES, MAX_LIST_NAME_LENGTH } from '@/lib/validation/contacts-messages';

const rules = lazyRules(() => import('@/lib/validation/contacts').then((m) => validateWith(m.CreateListSchema)));

/** 'New list': a name, checked in the browser with the action's own rules, then created. */
export function NewListDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const [name, setName] = useState('');
  const [state, formAction] = useActionState(
    orSay(createListFormAction, CONTACT_MESSAGES.createListFailed),
    IDLE_FORM_STATE,
  );
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);
  const reported = useRef(state);
  useEffect(() => {
    if (reported.current === state) return;
    reported.current = state;
    if (state.status !== 'success' || !state.data) return;
    showToast(`List “${name.trim()}” saved.`);
    onCreated(state.data.id);
    // Once per answer of the server: the name typed then is the list's name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, onCreated]);

  return (
    <Dialog title="New list" onClose={onClose} dirty={!!name.trim()}>
      <form action={formAction} {...formProps} className="space-y-4">
        {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
        <TextField
          id="list-name"
          name="name"
          label="List name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={MAX_LIST_NAME_LENGTH}
          placeholder="Past clients"
          autoComplete="off"
          error={errorFor('name')}
        />
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            Cancel
          </button>
          <SubmitButton label="Create list" pendingLabel="Creating..." />
        </div>
      </form>
    </Dialog>
  );
}
