'use client';

import { signOutAction } from '@/actions/account';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';

const signOutEverywhere = signOutAction.bind(null, 'global');

/** A form, so signing out works before the page has hydrated too. */
export function SignOutButton({ className = buttonStyles.ghost }: { className?: string }) {
  return (
    <form action={signOutEverywhere}>
      <SubmitButton label="Sign Out" pendingLabel="Signing out..." className={className} />
    </form>
  );
}
