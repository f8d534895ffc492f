'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { signUpAction } from '@/actions/auth';
import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { firstIssue, SignupSchema } from '@/lib/validation/auth';
import { PasswordField } from './password-field';

export function SignupForm({ next }: { next?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (key: string) => String(form.get(key) ?? '');
    const parsed = SignupSchema.safeParse({
      name: value('name'),
      email: value('email'),
      password: value('password'),
      confirmPassword: value('confirmPassword'),
    });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    startTransition(async () => {
      const result = await signUpAction({ ...parsed.data, next });
      if (result && !result.ok) setError(result.error || AUTH_MESSAGES.formDefault);
    });
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Create your account</h1>
      <p className="mt-1 text-sm text-slate-600">Start on the Free plan. Upgrade any time.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
        <div>
          <label htmlFor="name" className={fieldStyles.label}>
            Full name
          </label>
          <input id="name" name="name" type="text" autoComplete="name" className={fieldStyles.input} />
        </div>
        <div>
          <label htmlFor="email" className={fieldStyles.label}>
            Email
          </label>
          <input id="email" name="email" type="email" autoComplete="email" className={fieldStyles.input} />
        </div>
        <PasswordField id="password" name="password" label="Password" autoComplete="new-password" toggle />
        <PasswordField
          id="confirmPassword"
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
        />
        <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
          {pending && <Spinner label="Creating account" className="h-4 w-4" />}
          {pending ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link
          href={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}
          className="font-semibold text-brand-700 hover:text-brand-600"
        >
          Sign in
        </Link>
      </p>
    </>
  );
}
