import { z } from 'zod';
import { AUTH_MESSAGES as M, PASSWORD_MESSAGES } from '@/lib/auth/messages';

export const MIN_PASSWORD_LENGTH = 8;

const emailFormat = z.email();

export const LoginSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .superRefine((v, ctx) => {
    if (!v.email || !v.password) ctx.addIssue({ code: 'custom', message: M.emailAndPasswordRequired });
  });
export type LoginInput = z.infer<typeof LoginSchema>;

/** Checks in the order the user reads the form; the first failing rule is the one shown. */
export const SignupSchema = z
  .object({
    name: z.string().trim(),
    email: z.string().trim(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!v.name) return fail(M.nameRequired, 'name');
    if (!v.email || !v.password) return fail(M.emailAndPasswordRequired, v.email ? 'password' : 'email');
    if (!emailFormat.safeParse(v.email).success) return fail(M.invalidEmail, 'email');
    if (v.password.length < MIN_PASSWORD_LENGTH) return fail(M.passwordTooShort, 'password');
    if (v.password !== v.confirmPassword) return fail(M.passwordsDoNotMatch, 'confirmPassword');
  });
export type SignupInput = z.infer<typeof SignupSchema>;

/** The first message of a failed parse: forms show one error at a time. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? M.formDefault;
}

export const ChangePasswordSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword) {
      return fail(PASSWORD_MESSAGES.allRequired, 'currentPassword');
    }
    if (v.newPassword !== v.confirmPassword) return fail(PASSWORD_MESSAGES.newPasswordsDoNotMatch, 'confirmPassword');
    if (v.newPassword.length < MIN_PASSWORD_LENGTH) return fail(PASSWORD_MESSAGES.tooShort, 'newPassword');
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const ForgotPasswordSchema = z.object({ email: z.string().trim() }).superRefine((v, ctx) => {
  if (!emailFormat.safeParse(v.email).success) ctx.addIssue({ code: 'custom', message: M.invalidEmail, path: ['email'] });
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
