import { notFound } from 'next/navigation';
import { requireUser } from '@/lib/auth/current-user';
import { isOwnSend } from '@/lib/sends/send-page';

/**
 * Another user's send, a missing one or a malformed id is a 404 here, above this segment's
 * loading.tsx: once the spinner streams the status is already 200 (decision 042).
 */
export default async function SendLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  const [user, { id }] = await Promise.all([requireUser(), params]);
  if (!(await isOwnSend(user.id, id))) notFound();
  return children;
}
