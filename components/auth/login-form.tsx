'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { signInFormAction } from '@/actions/auth';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton, TextField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { NoticeBox } from './notice-box';
import { PasswordField } from './password-field';

const rules = lazyRules(() => import('@/lib/validation/auth').then((m) => validateWith(m.LoginSchema)));

/**
 * A plain `<form action>` on the server action: it signs in before the page has hydrated (or
 * without JavaScript), and shows the server's answer in the dismissible error box of the spec.
 */
export function LoginForm({ next, expired, notice }: { next?: string; expired: boolean; notice?: string }) {
  const [state, formAction] = useActionState(signInFormAction, {
    status: 'idle',
    error: expired ? AUTH_MESSAGES.sessionExpired : undefined,
  });
  const { formProps, formError, dismissFormError } = useFormErrors(state, rules);

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sign in to Inkpost</h1>
      <p className="mt-1 text-sm text-slate-600">Welcome back. Your postcards are waiting.</p>
      <form action={formAction} {...formProps} className="mt-6 space-y-4">
        {notice && !formError && <NoticeBox message={notice} />}
        {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
        {next && <input type="hidden" name="next" value={next} />}
        <TextField
          id="email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          defaultValue={state.values?.email}
        />
        <div>
          <PasswordField id="password" name="password" label="Password" autoComplete="current-password" toggle />
          <p className="mt-2 text-right text-sm">
            <Link href="/forgot-password" className="font-semibold text-brand-700 hover:text-brand-600">
              Forgot password?
            </Link>
          </p>
        </div>
        <SubmitButton
          label="Sign In"
          pendingLabel="Signing in..."
          spinner
          className={`${buttonStyles.primary} w-full`}
        />
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
