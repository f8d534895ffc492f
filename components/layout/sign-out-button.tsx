'use client';

import { signOutFormAction } from '@/actions/account';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';

/** A form, so signing out works before the page has hydrated too. */
export function SignOutButton({ className = buttonStyles.ghost }: { className?: string }) {
  return (
    <form action={signOutFormAction}>
      <SubmitButton label="Sign Out" pendingLabel="Signing out..." className={className} />
    </form>
  );
}
