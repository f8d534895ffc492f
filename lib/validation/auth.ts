import { z } from 'zod';
import { AUTH_MESSAGES as M, PASSWORD_MESSAGES } from '@/lib/auth/messages';

export const MIN_PASSWORD_LENGTH = 8;

const emailFormat = z.email();

export const LoginSchema = z.object({ email: z.string().trim(), password: z.string() }).superRefine((v, ctx) => {
  if (!v.email || !v.password) ctx.addIssue({ code: 'custom', message: M.emailAndPasswordRequired });
});
export type LoginInput = z.infer<typeof LoginSchema>;

/**
 * Every rule that fails is reported on its own field, in the order the user reads the form, so
 * the form shows all of them at once; the first is what a caller wanting one message shows.
 */
export const SignupSchema = z
  .object({
    name: z.string().trim(),
    email: z.string().trim(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!v.name) fail(M.nameRequired, 'name');
    if (!v.email) fail(M.emailAndPasswordRequired, 'email');
    else if (!emailFormat.safeParse(v.email).success) fail(M.invalidEmail, 'email');
    if (!v.password) fail(M.emailAndPasswordRequired, 'password');
    else if (v.password.length < MIN_PASSWORD_LENGTH) fail(M.passwordTooShort, 'password');
    if (v.password && v.password !== v.confirmPassword) fail(M.passwordsDoNotMatch, 'confirmPassword');
  });
export type SignupInput = z.infer<typeof SignupSchema>;

/** The first message of a failed parse, for callers that show one message. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? M.formDefault;
}

export const ChangePasswordSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
      if (!v[field]) fail(PASSWORD_MESSAGES.allRequired, field);
    }
    if (v.newPassword && v.confirmPassword && v.newPassword !== v.confirmPassword) {
      fail(PASSWORD_MESSAGES.newPasswordsDoNotMatch, 'confirmPassword');
    }
    if (v.newPassword && v.newPassword.length < MIN_PASSWORD_LENGTH) fail(PASSWORD_MESSAGES.tooShort, 'newPassword');
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const ForgotPasswordSchema = z.object({ email: z.string().trim() }).superRefine((v, ctx) => {
  if (!emailFormat.safeParse(v.email).success)
    ctx.addIssue({ code: 'custom', message: M.invalidEmail, path: ['email'] });
});

/** The new password of a reset link: the rules and messages of the password change (spec section 5). */
export const ResetPasswordSchema = z
  .object({ token: z.string().max(512), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!v.newPassword || !v.confirmPassword) return fail(PASSWORD_MESSAGES.allRequired, 'newPassword');
    if (v.newPassword !== v.confirmPassword) return fail(PASSWORD_MESSAGES.newPasswordsDoNotMatch, 'confirmPassword');
    if (v.newPassword.length < MIN_PASSWORD_LENGTH) return fail(PASSWORD_MESSAGES.tooShort, 'newPassword');
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;
