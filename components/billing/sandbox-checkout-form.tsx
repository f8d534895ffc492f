'use client';

import { useState, useTransition } from 'react';
import { payCheckoutAction } from '@/app/sandbox/actions';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';

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
      <div>
        <label htmlFor="card-number" className={fieldStyles.label}>
          Card number
        </label>
        <input
          id="card-number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          className={fieldStyles.input}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="card-expiry" className={fieldStyles.label}>
            Expiry
          </label>
          <input id="card-expiry" name="expiry" placeholder="12 / 34" autoComplete="cc-exp" className={fieldStyles.input} />
        </div>
        <div>
          <label htmlFor="card-cvc" className={fieldStyles.label}>
            CVC
          </label>
          <input id="card-cvc" name="cvc" placeholder="123" autoComplete="cc-csc" className={fieldStyles.input} />
        </div>
      </div>
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
        {pending ? 'Processing...' : `Pay ${amountLabel}`}
      </button>
    </form>
  );
}
