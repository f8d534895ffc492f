'use client';

import { useRef, useState, useTransition } from 'react';
import { changePasswordAction } from '@/actions/account';
import { PasswordField } from '@/components/auth/password-field';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';
import { PASSWORD_MESSAGES } from '@/lib/auth/messages';
import { ChangePasswordSchema, firstIssue } from '@/lib/validation/auth';

export function ChangePasswordForm() {
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, startTransition] = useTransition();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    };
    setDone(false);
    const parsed = ChangePasswordSchema.safeParse(input);
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    startTransition(async () => {
      const result = await changePasswordAction(input);
      if (!result.ok) return setError(result.error);
      form.current?.reset();
      setDone(true);
    });
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {done && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800 ring-1 ring-green-200">
          {PASSWORD_MESSAGES.changed}
        </p>
      )}
      <PasswordField id="currentPassword" name="currentPassword" label="Current password" autoComplete="current-password" toggle />
      <PasswordField id="newPassword" name="newPassword" label="New password" autoComplete="new-password" toggle />
      <PasswordField id="confirmNewPassword" name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
      <button type="submit" disabled={pending} className={buttonStyles.primary}>
        {pending ? 'Changing...' : 'Change Password'}
      </button>
    </form>
  );
}
