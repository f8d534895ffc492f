'use client';

import { useState, useTransition } from 'react';
import { payCheckoutAction } from '@/actions/sandbox';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles } from '@/components/ui/styles';
import { SandboxCardFields } from './sandbox-card-fields';

export function SandboxCheckoutForm({ sessionId, amountLabel }: { sessionId: string; amountLabel: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cardNumber = String(new FormData(event.currentTarget).get('cardNumber') ?? '');
    setError(null);
    startTransition(async () => {
      const result = await payCheckoutAction({ sessionId, cardNumber });
      if (!result.ok) return setError(result.error);
      window.location.assign(result.data.returnPath);
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      <SandboxCardFields idPrefix="card" />
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
        {pending ? 'Processing...' : `Pay ${amountLabel}`}
      </button>
    </form>
  );
}
