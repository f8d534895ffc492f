import { redirect } from 'next/navigation';
import { requireUser } from '@/lib/auth/current-user';

export default async function Home() {
  await requireUser();
  redirect('/templates');
}
