'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { publicAction, publicFormAction } from '@/lib/actions/safe-action';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { resetNoticeCode } from '@/lib/auth/password-reset-notices';
import { requestPasswordReset } from '@/lib/auth/request-password-reset';
import { resetPassword } from '@/lib/auth/reset-password';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { signIn } from '@/lib/auth/sign-in';
import { signUp } from '@/lib/auth/sign-up';
import { UserFacingError, logError } from '@/lib/errors';
import { ForgotPasswordSchema, LoginSchema, ResetPasswordSchema, SignupSchema } from '@/lib/validation/auth';

const WithNext = z.object({ next: z.string().optional() });

export const signInAction = publicAction(
  z.intersection(LoginSchema, WithNext),
  { name: 'sign-in', fallbackError: AUTH_MESSAGES.unexpectedSignIn },
  async ({ next, ...credentials }) => {
    await signIn(credentials);
    redirect(safeNextPath(next));
  },
);

export const signUpAction = publicAction(
  z.intersection(SignupSchema, WithNext),
  { name: 'sign-up', fallbackError: AUTH_MESSAGES.signupFailed },
  async ({ next, ...input }) => {
    await signUp(input);
    redirect(safeNextPath(next));
  },
);

// The same two as the sign-in and sign-up forms post them (FormData, with or without JavaScript).
export const signInFormAction = publicFormAction(
  z.intersection(LoginSchema, WithNext),
  { name: 'sign-in', fallbackError: AUTH_MESSAGES.unexpectedSignIn, echo: ['email'] },
  async ({ next, ...credentials }) => {
    await signIn(credentials);
    redirect(safeNextPath(next));
  },
);

export const signUpFormAction = publicFormAction(
  z.intersection(SignupSchema, WithNext),
  { name: 'sign-up', fallbackError: AUTH_MESSAGES.signupFailed, echo: ['name', 'email'] },
  async ({ next, ...input }) => {
    await signUp(input);
    redirect(safeNextPath(next));
  },
);

/** "Forgot password?" (a plain form post: works before the page's JavaScript has loaded). */
export async function requestPasswordResetAction(formData: FormData): Promise<void> {
  const parsed = ForgotPasswordSchema.safeParse({ email: String(formData.get('email') ?? '') });
  if (!parsed.success) redirect('/forgot-password?error=email');
  let failure: string | null = null;
  try {
    await requestPasswordReset(parsed.data.email);
  } catch (error) {
    if (!(error instanceof UserFacingError)) logError('action forgot-password', error);
    failure = resetNoticeCode(error instanceof UserFacingError ? error.message : '');
  }
  redirect(failure ? `/forgot-password?error=${failure}` : '/forgot-password?sent=1');
}

/** The new password of a reset link; done: every session ended, on to /login. */
export async function resetPasswordAction(formData: FormData): Promise<void> {
  const token = String(formData.get('token') ?? '');
  const back = (code: string) => `/reset-password?${new URLSearchParams({ token, error: code })}`;
  const parsed = ResetPasswordSchema.safeParse({
    token,
    newPassword: String(formData.get('newPassword') ?? ''),
    confirmPassword: String(formData.get('confirmPassword') ?? ''),
  });
  if (!parsed.success) redirect(back(resetNoticeCode(parsed.error.issues[0]?.message ?? '')));
  let failure: string | null = null;
  try {
    await resetPassword(parsed.data);
  } catch (error) {
    if (!(error instanceof UserFacingError)) logError('action reset-password', error);
    failure = resetNoticeCode(error instanceof UserFacingError ? error.message : '');
  }
  redirect(failure ? back(failure) : '/login?reset=1');
}
