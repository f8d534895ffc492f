'use client';

import { useActionState } from 'react';
import { signOutOthersFormAction } from '@/actions/account';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';

export function SignOutOthersButton() {
  const [state, formAction] = useActionState(signOutOthersFormAction, IDLE_FORM_STATE);
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-3">
      <SubmitButton
        label="Sign out all other sessions"
        pendingLabel="Signing out..."
        className={buttonStyles.secondary}
      />
      {state.status === 'success' && (
        <p role="status" className="text-sm text-green-700">
          All other sessions have been signed out.
        </p>
      )}
    </form>
  );
}
