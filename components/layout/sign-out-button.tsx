'use client';

import { useTransition } from 'react';
import { signOutAction } from '@/actions/account';
import { buttonStyles } from '@/components/ui/styles';

export function SignOutButton({ className = buttonStyles.ghost }: { className?: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => startTransition(async () => void (await signOutAction('global')))}
      className={className}
    >
      {pending ? 'Signing out...' : 'Sign Out'}
    </button>
  );
}
