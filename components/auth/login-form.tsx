'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { signInAction } from '@/actions/auth';
import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { firstIssue, LoginSchema } from '@/lib/validation/auth';
import { NoticeBox } from './notice-box';
import { PasswordField } from './password-field';

export function LoginForm({ next, expired, notice }: { next?: string; expired: boolean; notice?: string }) {
  const [error, setError] = useState<string | null>(expired ? AUTH_MESSAGES.sessionExpired : null);
  const [pending, startTransition] = useTransition();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    const parsed = LoginSchema.safeParse(input);
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    startTransition(async () => {
      const result = await signInAction({ ...parsed.data, next });
      if (result && !result.ok) setError(result.error || AUTH_MESSAGES.formDefault);
    });
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sign in to Inkpost</h1>
      <p className="mt-1 text-sm text-slate-600">Welcome back. Your postcards are waiting.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        {notice && !error && <NoticeBox message={notice} />}
        {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
        <div>
          <label htmlFor="email" className={fieldStyles.label}>
            Email
          </label>
          <input id="email" name="email" type="email" autoComplete="email" className={fieldStyles.input} />
        </div>
        <div>
          <PasswordField id="password" name="password" label="Password" autoComplete="current-password" toggle />
          <p className="mt-2 text-right text-sm">
            <Link href="/forgot-password" className="font-semibold text-brand-700 hover:text-brand-600">
              Forgot password?
            </Link>
          </p>
        </div>
        <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
          {pending && <Spinner label="Signing in" className="h-4 w-4" />}
          {pending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link
          href={next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'}
          className="font-semibold text-brand-700 hover:text-brand-600"
        >
          Sign up
        </Link>
      </p>
    </>
  );
}
