'use client';

import { useState, useTransition } from 'react';
import { signOutAction } from '@/actions/account';
import { buttonStyles } from '@/components/ui/styles';

export function SignOutOthersButton() {
  const [done, setDone] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={pending}
        className={buttonStyles.secondary}
        onClick={() =>
          startTransition(async () => {
            await signOutAction('others');
            setDone(true);
          })
        }
      >
        {pending ? 'Signing out...' : 'Sign out all other sessions'}
      </button>
      {done && (
        <p role="status" className="text-sm text-green-700">
          All other sessions have been signed out.
        </p>
      )}
    </div>
  );
}
