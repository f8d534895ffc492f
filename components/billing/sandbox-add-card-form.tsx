'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { addSandboxCardAction } from '@/actions/sandbox';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';
import { SandboxCardFields } from './sandbox-card-fields';

/** Saves a test card in the sandbox portal; the card rules and messages are Stripe test mode's. */
export function SandboxAddCardForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      cardNumber: String(data.get('cardNumber') ?? ''),
      expiry: String(data.get('expiry') ?? ''),
      cvc: String(data.get('cvc') ?? ''),
    };
    setError(null);
    setSaved(null);
    startTransition(async () => {
      const result = await addSandboxCardAction(input);
      if (!result.ok) return setError(result.error);
      form.reset();
      setSaved(`Card ending in ${result.data.last4} saved.`);
      router.refresh();
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Add a card</h3>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      {saved && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800 ring-1 ring-green-200">
          {saved}
        </p>
      )}
      <SandboxCardFields idPrefix="new-card" />
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full sm:w-auto`}>
        {pending ? 'Saving...' : 'Save card'}
      </button>
    </form>
  );
}
