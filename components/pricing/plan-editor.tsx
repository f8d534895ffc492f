'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { updatePlanAction } from '@/actions/pricing';
import { ErrorBox } from '@/components/ui/error-box';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { POSTCARD_SIZES, type PostcardSize } from '@/lib/db/postcard-sizes';
import { centsToNumeric, formatCents } from '@/lib/money/cents';
import type { EditablePlan } from '@/lib/pricing/load-pricing-editor';
import { PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX, PlanSchema } from '@/lib/validation/pricing';
import { DollarInput } from './dollar-input';
import { SuccessMessage } from './success-message';
import { useSuccessMessage } from './use-success-message';

type Form = {
  name: string;
  description: string;
  stripeProductId: string;
  stripePriceId: string;
  isActive: boolean;
  costs: Record<PostcardSize, string>;
};

const formOf = (plan: EditablePlan): Form => ({
  name: plan.name,
  description: plan.description,
  stripeProductId: plan.stripeProductId ?? '',
  stripePriceId: plan.stripePriceId ?? '',
  isActive: plan.isActive,
  costs: Object.fromEntries(
    POSTCARD_SIZES.map((size) => [size, plan.costs[size] === undefined ? '' : centsToNumeric(plan.costs[size])]),
  ) as Record<PostcardSize, string>,
});

/** One plan's editing card: its fields and per-size costs, saved together. */
export function PlanEditor({ plan }: { plan: EditablePlan }) {
  const router = useRouter();
  const id = useId();
  const [form, setForm] = useState(() => formOf(plan));
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [success, setSuccess] = useSuccessMessage();
  const [pending, startTransition] = useTransition();

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setCost = (size: PostcardSize, value: string) => setForm((f) => ({ ...f, costs: { ...f.costs, [size]: value } }));
  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = `${id}-error`;
  // The field the message is about, so it is marked and announced with it.
  const invalid = (field: string) => (error?.field === field ? { invalid: true, describedBy: errorId } : {});

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { planId: plan.id, ...form };
    const parsed = PlanSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError({ message: issue.message, field: issue.path.join('.') || null });
    }
    setError(null);
    setSuccess(null);
    startTransition(async () => {
      const result = await updatePlanAction(input);
      if (!result.ok) return setError({ message: result.error, field: null });
      // What the server keeps: trimmed text, costs as two-decimal amounts.
      const saved = parsed.data;
      setForm({
        ...form,
        name: saved.name,
        description: saved.description,
        stripeProductId: saved.stripeProductId ?? '',
        stripePriceId: saved.stripePriceId ?? '',
        costs: Object.fromEntries(POSTCARD_SIZES.map((s) => [s, centsToNumeric(saved.costs[s])])) as Form['costs'],
      });
      const count = result.data.changedFields;
      setSuccess(count === 0 ? 'No changes to save.' : `Changes saved (${count === 1 ? '1 field' : `${count} fields`}).`);
      router.refresh(); // the plans table and the recent changes
    });
  }

  // Variants, so they win over the field's own colours whatever the CSS order.
  const input = `${fieldStyles.input} aria-invalid:border-red-500 read-only:bg-slate-50 read-only:text-slate-600`;

  return (
    <section
      id={`plan-${plan.id}`}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-6 rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-5 py-3">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          Edit {plan.name}
        </h3>
        <p className="text-sm text-slate-600">{formatCents(plan.monthlyCents)}/month</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4 p-5">
        {error && (
          <div id={errorId}>
            <ErrorBox message={error.message} onDismiss={() => setError(null)} />
          </div>
        )}
        <div>
          <label htmlFor={fieldId('name')} className={fieldStyles.label}>
            Name
          </label>
          <input
            id={fieldId('name')}
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            readOnly={plan.locks.nameLocked}
            maxLength={PLAN_NAME_MAX}
            aria-invalid={error?.field === 'name' || undefined}
            aria-describedby={plan.locks.nameLocked ? fieldId('name-hint') : error?.field === 'name' ? errorId : undefined}
            className={input}
          />
          {plan.locks.nameLocked && (
            <p id={fieldId('name-hint')} className="mt-1 text-xs text-slate-600">
              {plan.name === 'Free'
                ? 'New accounts join the plan named Free, so its name stays.'
                : 'Pro features follow the plan named Pro, so its name stays.'}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={fieldId('description')} className={fieldStyles.label}>
            Description
          </label>
          <textarea
            id={fieldId('description')}
            rows={3}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            maxLength={PLAN_DESCRIPTION_MAX}
            aria-invalid={error?.field === 'description' || undefined}
            aria-describedby={error?.field === 'description' ? errorId : undefined}
            className={input}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ['stripeProductId', 'External product ID', 'prod_...'],
              ['stripePriceId', 'External price ID', 'price_...'],
            ] as const
          ).map(([field, label, placeholder]) => (
            <div key={field}>
              <label htmlFor={fieldId(field)} className={fieldStyles.label}>
                {label}
              </label>
              <input
                id={fieldId(field)}
                value={form[field]}
                onChange={(e) => set(field, e.target.value)}
                placeholder={placeholder}
                spellCheck={false}
                autoCapitalize="off"
                aria-invalid={error?.field === field || undefined}
                aria-describedby={error?.field === field ? errorId : undefined}
                className={`${input} font-mono`}
              />
            </div>
          ))}
        </div>
        <fieldset>
          <legend className={fieldStyles.label}>Cost per postcard (USD)</legend>
          <div className="mt-1 grid grid-cols-3 gap-3">
            {POSTCARD_SIZES.map((size) => (
              <DollarInput
                key={size}
                id={fieldId(`cost-${size}`)}
                label={size}
                value={form.costs[size]}
                onChange={(value) => setCost(size, value)}
                {...invalid(`costs.${size}`)}
              />
            ))}
          </div>
        </fieldset>
        <div>
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={form.isActive}
              onChange={(e) => set('isActive', e.target.checked)}
              disabled={plan.locks.mustStayActive}
              aria-describedby={plan.locks.mustStayActive ? fieldId('active-hint') : undefined}
              className="h-4 w-4 accent-brand-600"
            />
            Active
          </label>
          <p id={fieldId('active-hint')} className="mt-1 text-xs text-slate-600">
            {plan.locks.mustStayActive
              ? 'New accounts join this plan, so it stays active.'
              : 'Only active plans are offered to customers.'}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <SuccessMessage message={success} />
          <button type="submit" disabled={pending} className={`${buttonStyles.primary} sm:ml-auto`}>
            {pending ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}
