'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useState } from 'react';
import { placeSandboxCallFormAction } from '@/actions/sandbox-telephony';
import type { SandboxCallResult } from '@/lib/phones/sandbox-call';
import { ErrorBox } from '@/components/ui/error-box';
import { Field, invalidStyles, SubmitButton, TextField } from '@/components/ui/field';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { formatPhoneNumber } from '@/lib/phones/format-phone-number';

export const DEFAULT_TEST_CALLER = '+15555550100';

type Option = { id: string; label: string };

/**
 * The sandbox phone: call one of your numbers, then replay the call as a Twilio retry would. Both
 * are forms posting to the same action; the replay carries the CallSid of the call it repeats.
 */
export function SandboxCallForm({ numbers }: { numbers: Option[] }) {
  const router = useRouter();
  const ids = useId();
  const [phoneNumberId, setPhoneNumberId] = useState(numbers[0]?.id ?? '');
  const [from, setFrom] = useState(DEFAULT_TEST_CALLER);
  const [state, formAction, pending] = useActionState(placeSandboxCallFormAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state);
  // The last call placed stays on screen while a retry of it is refused.
  const [last, setLast] = useState(state.data ?? null);
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === 'success' && state.data) setLast(state.data);
  }
  useEffect(() => {
    if (state.status === 'success') router.refresh();
  }, [state, router]);

  return (
    <div className="space-y-4">
      <form action={formAction} {...formProps} className="space-y-4">
        {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
        <Field id={`${ids}-number`} name="phoneNumberId" label="Number to call" error={errorFor('phoneNumberId')}>
          {(control) => (
            <select
              {...control}
              value={phoneNumberId}
              onChange={(e) => setPhoneNumberId(e.target.value)}
              className={`${fieldStyles.input} ${invalidStyles}`}
            >
              {numbers.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          id={`${ids}-from`}
          name="from"
          label="Caller number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={errorFor('from')}
        />
        {phoneNumberId ? (
          <SubmitButton label="Place test call" pendingLabel="Calling..." />
        ) : (
          <button type="submit" disabled className={buttonStyles.primary}>
            Place test call
          </button>
        )}
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
          <form action={formAction}>
            <input type="hidden" name="phoneNumberId" value={last.phoneNumberId} />
            <input type="hidden" name="from" value={last.from} />
            <input type="hidden" name="replayCallSid" value={last.result.callSid} />
            <button type="submit" disabled={pending} className={buttonStyles.secondary}>
              Send the same call again (as a Twilio retry)
            </button>
          </form>
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
