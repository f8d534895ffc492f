import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { requestPasswordResetAction } from '@/actions/auth';
import { NoticeBox } from '@/components/auth/notice-box';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { getCurrentUser } from '@/lib/auth/current-user';
import { RESET_NOTICES, resetNotice } from '@/lib/auth/password-reset-notices';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Forgot password' };

/** Asks for a reset link. A plain form post: it works before (and without) the page's JavaScript. */
export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ sent?: string; error?: string }>;
}) {
  if (await getCurrentUser()) redirect('/');
  const { sent, error } = await searchParams;
  const problem = resetNotice(error);
  const sandboxMail = env().modes.auth === 'local' && env().modes.mail === 'sandbox';
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Forgot your password?</h1>
      <p className="mt-1 text-sm text-slate-600">
        Enter the email of your account and we will send you a link to set a new password.
      </p>
      <div className="mt-6 space-y-4">
        {sent === '1' && <NoticeBox message={RESET_NOTICES.sent} />}
        {sent === '1' && sandboxMail && (
          <p className="rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
            <span className="font-semibold">Sandbox mail.</span> Nothing is sent: the message waits in the{' '}
            <Link href="/sandbox/mail" className="font-semibold underline">
              sandbox outbox
            </Link>
            , which only the admin can open. Ask them for the link.
          </p>
        )}
        {problem && <ErrorBox message={problem} />}
        <form action={requestPasswordResetAction} noValidate className="space-y-4">
          <div>
            <label htmlFor="email" className={fieldStyles.label}>
              Email
            </label>
            <input id="email" name="email" type="email" autoComplete="email" required className={fieldStyles.input} />
          </div>
          <button type="submit" className={`${buttonStyles.primary} w-full`}>
            Send Reset Link
          </button>
        </form>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link href="/login" className="font-semibold text-brand-700 hover:text-brand-600">
          Sign in
        </Link>
      </p>
    </>
  );
}
