'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useState } from 'react';
import { updatePlanFormAction } from '@/actions/pricing';
import { ErrorBox } from '@/components/ui/error-box';
import { Field, invalidStyles, SubmitButton, TextField } from '@/components/ui/field';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { SuccessMessage } from '@/components/ui/success-message';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useSuccessMessage } from '@/components/ui/use-success-message';
import { POSTCARD_SIZES } from '@/lib/db/postcard-sizes';
import { IDLE_FORM_STATE } from '@/lib/forms/form-state';
import { centsToNumeric, formatCents } from '@/lib/money/cents';
import type { EditablePlan } from '@/lib/pricing/load-pricing-editor';
import {
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  PlanSchema,
  planFromForm,
  type PlanInput,
} from '@/lib/validation/pricing';
import { DollarInput } from './dollar-input';

const rules = lazyRules(async () => validateWith(PlanSchema, planFromForm));

const lockedStyles = 'read-only:bg-slate-50 read-only:text-slate-600';

/** The fields as the page shows them: from the plan loaded, then from what the server last saved. */
type Shown = Omit<PlanInput, 'planId' | 'costs'> & { costs: Record<string, string> };

const shownOf = (plan: EditablePlan): Shown => ({
  name: plan.name,
  description: plan.description,
  stripeProductId: plan.stripeProductId,
  stripePriceId: plan.stripePriceId,
  isActive: plan.isActive,
  costs: Object.fromEntries(
    POSTCARD_SIZES.map((size) => [size, plan.costs[size] === undefined ? '' : centsToNumeric(plan.costs[size])]),
  ),
});

const savedOf = (saved: PlanInput): Shown => ({
  ...saved,
  costs: Object.fromEntries(POSTCARD_SIZES.map((size) => [size, centsToNumeric(saved.costs[size])])),
});

const postedOf = (values: Record<string, string>): Shown => {
  const posted = planFromForm(values);
  return { ...posted, costs: posted.costs as Record<string, string> };
};

/** One plan's editing card: its fields and per-size costs, saved together. */
export function PlanEditor({ plan }: { plan: EditablePlan }) {
  const router = useRouter();
  const id = useId();
  const [state, formAction] = useActionState(updatePlanFormAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);
  const success = useSuccessMessage(state, ({ changedFields: count }) =>
    count === 0 ? 'No changes to save.' : `Changes saved (${count === 1 ? '1 field' : `${count} fields`}).`,
  );

  // The inputs hold what the user types; after a save they show what the server kept (trimmed
  // text, costs as two-decimal amounts): a new `version` remounts them with those values.
  const [shown, setShown] = useState(() => shownOf(plan));
  const [version, setVersion] = useState(0);
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === 'success' && state.data) {
      setShown(savedOf(state.data.saved));
      setVersion((v) => v + 1);
    }
    // React empties a posted form: a refused one is filled again with what was posted.
    if (state.status === 'error' && state.values) setShown(postedOf(state.values));
  }
  useEffect(() => {
    if (state.status === 'success') router.refresh(); // the plans table and the recent changes
  }, [state, router]);

  const fieldId = (field: string) => `${id}-${field}`;

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
      <form key={version} action={formAction} {...formProps} className="space-y-4 p-5">
        {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
        <input type="hidden" name="planId" value={plan.id} />
        <TextField
          id={fieldId('name')}
          name="name"
          label="Name"
          defaultValue={shown.name}
          readOnly={plan.locks.nameLocked}
          maxLength={PLAN_NAME_MAX}
          error={errorFor('name')}
          inputClassName={lockedStyles}
          hint={
            plan.locks.nameLocked
              ? plan.name === 'Free'
                ? 'New accounts join the plan named Free, so its name stays.'
                : 'Pro features follow the plan named Pro, so its name stays.'
              : undefined
          }
        />
        <Field id={fieldId('description')} name="description" label="Description" error={errorFor('description')}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              defaultValue={shown.description}
              maxLength={PLAN_DESCRIPTION_MAX}
              className={`${fieldStyles.input} ${invalidStyles}`}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ['stripeProductId', 'External product ID', 'prod_...'],
              ['stripePriceId', 'External price ID', 'price_...'],
            ] as const
          ).map(([field, label, placeholder]) => (
            <TextField
              key={field}
              id={fieldId(field)}
              name={field}
              label={label}
              defaultValue={shown[field] ?? ''}
              placeholder={placeholder}
              spellCheck={false}
              autoCapitalize="off"
              error={errorFor(field)}
              inputClassName="font-mono"
            />
          ))}
        </div>
        <fieldset>
          <legend className={fieldStyles.label}>Cost per postcard (USD)</legend>
          <div className="mt-1 grid grid-cols-3 gap-3">
            {POSTCARD_SIZES.map((size) => (
              <DollarInput
                key={size}
                id={fieldId(`cost-${size}`)}
                name={`costs.${size}`}
                label={size}
                defaultValue={shown.costs[size]}
                error={errorFor(`costs.${size}`)}
              />
            ))}
          </div>
        </fieldset>
        <div>
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              name="isActive"
              defaultChecked={shown.isActive}
              disabled={plan.locks.mustStayActive}
              aria-describedby={fieldId('active-hint')}
              className="h-4 w-4 accent-brand-600"
            />
            Active
          </label>
          {/* A disabled checkbox is not posted: the plan that must stay active says so itself. */}
          {plan.locks.mustStayActive && <input type="hidden" name="isActive" value="on" />}
          <p id={fieldId('active-hint')} className="mt-1 text-xs text-slate-600">
            {plan.locks.mustStayActive
              ? 'New accounts join this plan, so it stays active.'
              : 'Only active plans are offered to customers.'}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <SuccessMessage message={success} />
          <SubmitButton label="Save" pendingLabel="Saving..." className={`${buttonStyles.primary} sm:ml-auto`} />
        </div>
      </form>
    </section>
  );
}
