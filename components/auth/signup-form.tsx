'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { signUpFormAction } from '@/actions/auth';
import { ErrorBox } from '@/components/ui/error-box';
import { SubmitButton, TextField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { PasswordField } from './password-field';

const rules = lazyRules(() => import('@/lib/validation/auth').then((m) => validateWith(m.SignupSchema)));

/**
 * Works before hydration (a plain `<form action>` on the server action). Each field's error
 * stands beside it, all at once; what only the server knows (the email is taken) is the panel.
 */
export function SignupForm({ next }: { next?: string }) {
  const [state, formAction] = useActionState(signUpFormAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Create your account</h1>
      <p className="mt-1 text-sm text-slate-600">Start on the Free plan. Upgrade any time.</p>
      <form action={formAction} {...formProps} className="mt-6 space-y-4">
        {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
        {next && <input type="hidden" name="next" value={next} />}
        <TextField
          id="name"
          name="name"
          label="Full name"
          autoComplete="name"
          defaultValue={state.values?.name}
          error={errorFor('name')}
        />
        <TextField
          id="email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          defaultValue={state.values?.email}
          error={errorFor('email')}
        />
        <PasswordField
          id="password"
          name="password"
          label="Password"
          autoComplete="new-password"
          toggle
          error={errorFor('password')}
        />
        <PasswordField
          id="confirmPassword"
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          error={errorFor('confirmPassword')}
        />
        <SubmitButton
          label="Create Account"
          pendingLabel="Creating account..."
          spinner
          className={`${buttonStyles.primary} w-full`}
        />
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
