import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/login-form';
import { getCurrentUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Sign in' };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string; expired?: string }>;
}) {
  if (await getCurrentUser()) redirect('/');
  const { next, expired } = await searchParams;
  return <LoginForm next={next} expired={expired === '1'} />;
}
