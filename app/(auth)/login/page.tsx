import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/login-form';
import { getCurrentUser } from '@/lib/auth/current-user';
import { RESET_MESSAGES } from '@/lib/auth/messages';

export const metadata: Metadata = { title: 'Sign in' };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string; expired?: string; reset?: string }>;
}) {
  if (await getCurrentUser()) redirect('/');
  const { next, expired, reset } = await searchParams;
  return <LoginForm next={next} expired={expired === '1'} notice={reset === '1' ? RESET_MESSAGES.done : undefined} />;
}
