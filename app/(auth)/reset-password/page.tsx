import type { Metadata } from 'next';
import Link from 'next/link';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';
import { getAuth } from '@/lib/auth';
import { RESET_MESSAGES } from '@/lib/auth/messages';
import { RESET_NOTICES, resetNotice } from '@/lib/auth/password-reset-notices';

export const metadata: Metadata = { title: 'Set a new password' };

/**
 * The page a reset link opens: `token` (local auth) or `code` (Supabase's reset, PKCE). A plain
 * form post, so it works before the JavaScript has loaded; the token travels in a hidden field.
 */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; code?: string; error?: string }>;
}) {
  const { token: localToken, code, error } = await searchParams;
  const token = (localToken ?? code ?? '').slice(0, 512);
  const usable = token !== '' && (await getAuth().resetLinkLooksUsable(token));
  const problem = usable ? resetNotice(error) : RESET_NOTICES.invalid;
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Set a new password</h1>
      <p className="mt-1 text-sm text-slate-600">
        Choose a password of at least 8 characters. {RESET_MESSAGES.closesEveryDoor}
      </p>
      <div className="mt-6 space-y-4">
        {usable ? (
          <ResetPasswordForm token={token} problem={problem ?? null} />
        ) : (
          <>
            {problem && <ErrorBox message={problem} />}
            <Link href="/forgot-password" className={`${buttonStyles.primary} w-full`}>
              Request a New Link
            </Link>
          </>
        )}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link href="/login" className="font-semibold text-brand-700 hover:text-brand-600">
          Back to sign in
        </Link>
      </p>
    </>
  );
}
