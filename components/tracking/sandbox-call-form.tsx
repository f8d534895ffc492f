'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { placeSandboxCallAction } from '@/actions/sandbox-telephony';
import type { SandboxCallResult } from '@/lib/phones/sandbox-call';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { formatPhoneNumber } from '@/lib/phones/format-phone-number';

export const DEFAULT_TEST_CALLER = '+15555550100';

type Option = { id: string; label: string };

/** The sandbox phone: call one of your numbers, then replay the call as a Twilio retry would. */
export function SandboxCallForm({ numbers }: { numbers: Option[] }) {
  const router = useRouter();
  const ids = useId();
  const [phoneNumberId, setPhoneNumberId] = useState(numbers[0]?.id ?? '');
  const [from, setFrom] = useState(DEFAULT_TEST_CALLER);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<{
    input: { phoneNumberId: string; from: string };
    result: SandboxCallResult;
  } | null>(null);
  const [pending, startTransition] = useTransition();

  function place(input: { phoneNumberId: string; from: string }, replayCallSid?: string) {
    setError(null);
    startTransition(async () => {
      const result = await placeSandboxCallAction({ ...input, replayCallSid });
      if (!result.ok) return setError(result.error);
      setLast({ input, result: result.data });
      router.refresh();
    });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    place({ phoneNumberId, from });
  }

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
        <div>
          <label htmlFor={`${ids}-number`} className={fieldStyles.label}>
            Number to call
          </label>
          <select
            id={`${ids}-number`}
            value={phoneNumberId}
            onChange={(e) => setPhoneNumberId(e.target.value)}
            className={fieldStyles.input}
          >
            {numbers.map((n) => (
              <option key={n.id} value={n.id}>
                {n.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-from`} className={fieldStyles.label}>
            Caller number
          </label>
          <input
            id={`${ids}-from`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className={fieldStyles.input}
          />
        </div>
        <button type="submit" disabled={pending || !phoneNumberId} className={buttonStyles.primary}>
          {pending ? 'Calling...' : 'Place test call'}
        </button>
      </form>

      {last && (
        <section aria-live="polite" className="space-y-3 rounded-lg border border-slate-200 p-4 text-sm">
          <h2 className="font-semibold text-slate-900">
            Call from {formatPhoneNumber(last.result.from)} to {formatPhoneNumber(last.result.to)}
          </h2>
          <CallOutcome result={last.result} />
          <p className="text-slate-600">
            {last.result.counted ? 'Counted as a new call.' : 'Not counted again: this CallSid was already recorded.'}{' '}
            Calls on this number:{' '}
            <span className="font-semibold tabular-nums text-slate-900">{last.result.callCount}</span>
          </p>
          <button
            type="button"
            disabled={pending}
            className={buttonStyles.secondary}
            onClick={() => place(last.input, last.result.callSid)}
          >
            Send the same call again (as a Twilio retry)
          </button>
          <details>
            <summary className="cursor-pointer text-slate-600">Raw TwiML</summary>
            <p className="mt-2 text-xs text-slate-500">CallSid {last.result.callSid}</p>
            <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-800">
              {last.result.voiceTwiml}
            </pre>
            {last.result.whisperTwiml && (
              <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-800">
                {last.result.whisperTwiml}
              </pre>
            )}
          </details>
        </section>
      )}
    </div>
  );
}

function CallOutcome({ result }: { result: SandboxCallResult }) {
  if (!result.forwardedTo) {
    return (
      <p className="text-slate-800">The caller heard: &apos;{result.spoken ?? 'nothing'}&apos;, then the call ended.</p>
    );
  }
  const to = formatPhoneNumber(result.forwardedTo);
  return (
    <ol className="list-decimal space-y-1 pl-5 text-slate-800">
      {result.whisper && (
        <li>
          Whisper played to {to}: &apos;{result.whisper}&apos;
        </li>
      )}
      <li>Connected to {to}</li>
    </ol>
  );
}
