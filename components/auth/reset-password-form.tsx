'use client';

import { useState } from 'react';
import { resetPasswordAction } from '@/actions/auth';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { PASSWORD_MESSAGES } from '@/lib/auth/messages';

type Field = 'newPassword' | 'confirmPassword';

// MIN_PASSWORD_LENGTH of lib/validation/auth.ts, not imported: that module brings zod into the page.
const MIN_PASSWORD_LENGTH = 8;

/** The server's rules (ResetPasswordSchema), in its order, for a check before the post. */
function refusal(newPassword: string, confirmPassword: string): { message: string; field: Field } | null {
  if (!newPassword || !confirmPassword) return { message: PASSWORD_MESSAGES.allRequired, field: 'newPassword' };
  if (newPassword !== confirmPassword)
    return { message: PASSWORD_MESSAGES.newPasswordsDoNotMatch, field: 'confirmPassword' };
  if (newPassword.length < MIN_PASSWORD_LENGTH) return { message: PASSWORD_MESSAGES.tooShort, field: 'newPassword' };
  return null;
}

/**
 * Set a new password: a plain form post that works before JavaScript (the server checks and
 * redirects back with the reason), checked first in the browser once it has loaded, so two
 * passwords that differ keep what was typed (issue 36) instead of coming back empty.
 */
export function ResetPasswordForm({ token, problem }: { token: string; problem: string | null }) {
  const [refused, setRefused] = useState<{ message: string; field: Field } | null>(null);
  const shown = refused?.message ?? problem;
  const invalid = (field: Field) => (refused?.field === field ? true : undefined);

  function check(event: React.FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const found = refusal(String(data.get('newPassword') ?? ''), String(data.get('confirmPassword') ?? ''));
    setRefused(found);
    if (!found) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLInputElement>(`#${found.field}`)?.focus();
  }

  return (
    <form action={resetPasswordAction} onSubmit={check} noValidate className="space-y-4">
      {shown && (
        <div id="reset-refusal">
          <ErrorBox message={shown} />
        </div>
      )}
      <input type="hidden" name="token" value={token} />
      {(['newPassword', 'confirmPassword'] as const).map((field) => (
        <div key={field}>
          <label htmlFor={field} className={fieldStyles.label}>
            {field === 'newPassword' ? 'New password' : 'Confirm new password'}
          </label>
          <input
            id={field}
            name={field}
            type="password"
            autoComplete="new-password"
            aria-invalid={invalid(field)}
            aria-describedby={invalid(field) ? 'reset-refusal' : undefined}
            className={fieldStyles.input}
          />
        </div>
      ))}
      <button type="submit" className={`${buttonStyles.primary} w-full`}>
        Set New Password
      </button>
    </form>
  );
}
