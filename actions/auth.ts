'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { publicAction, publicFormAction } from '@/lib/actions/safe-action';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { signIn } from '@/lib/auth/sign-in';
import { signUp } from '@/lib/auth/sign-up';
import { LoginSchema, SignupSchema } from '@/lib/validation/auth';

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
