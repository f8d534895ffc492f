import { notFound } from 'next/navigation';
import { requireUser } from '@/lib/auth/current-user';
import { getReceipt } from '@/lib/billing/get-receipt';

/**
 * A receipt is the owner's only: another user's payment, anything that is not a card payment, a
 * missing or malformed id is a real 404 before anything streams (decision 042).
 */
export default async function ReceiptLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ id: string }>;
}) {
  const [user, { id }] = await Promise.all([requireUser(), params]);
  if (!(await getReceipt(user.id, id))) notFound();
  return children;
}
