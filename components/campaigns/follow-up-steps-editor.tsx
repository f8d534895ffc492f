'use client';

import { useRef } from 'react';
import { Field, invalidStyles } from '@/components/ui/field';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import {
  FOLLOW_UP_AUDIENCE_HINT,
  FOLLOW_UP_AUDIENCE_LABELS,
  FOLLOW_UP_AUDIENCES,
  FOLLOW_UP_DAYS,
  FOLLOW_UP_STEP_MESSAGES,
  MAX_FOLLOW_UP_STEPS,
  type FollowUpStepAudience,
} from '@/lib/validation/follow-up-step-messages';
import type { FollowUpStepView, TemplateOption } from './types';

/** A step as the editor holds it: `key` tells rows apart for React, `days` is what was typed. */
export type StepDraft = { key: number; id?: string; templateId: string; days: string; audience: FollowUpStepAudience };

export const draftsOf = (steps: FollowUpStepView[]): StepDraft[] =>
  steps.map((step, index) => ({ ...step, key: index, days: String(step.days) }));

type Props = {
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  templates: TemplateOption[];
  type: 'single' | 'neighbor';
  hasResponseUrl: boolean;
  errorFor: (name: string) => string | undefined;
};

/**
 * The campaign form's follow-up steps (decision 038): each a template, days after the previous
 * card and an audience. Plain form fields named follow_up_steps.<n>.<field>, so the form's own
 * action and checks take them as any field.
 */
export function FollowUpStepsEditor({ steps, onChange, templates, type, hasResponseUrl, errorFor }: Props) {
  const nextKey = useRef(steps.length);
  const addButton = useRef<HTMLButtonElement>(null);
  const update = (key: number, change: Partial<StepDraft>) =>
    onChange(steps.map((step) => (step.key === key ? { ...step, ...change } : step)));

  function add() {
    onChange([
      ...steps,
      { key: nextKey.current++, templateId: '', days: String(FOLLOW_UP_DAYS.default), audience: 'non_responders' },
    ]);
  }

  function remove(key: number) {
    onChange(steps.filter((step) => step.key !== key));
    // The button pressed is gone: keep the keyboard in the section (once the list has re-rendered).
    setTimeout(() => addButton.current?.focus());
  }

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3" aria-describedby="follow-up-steps-hint">
      <legend className="px-1 text-sm font-semibold text-slate-900">Follow-up steps</legend>
      <input type="hidden" name="follow_up_steps" value="on" />
      <p id="follow-up-steps-hint" className="text-xs text-slate-600">
        {type === 'neighbor'
          ? FOLLOW_UP_STEP_MESSAGES.neighborCampaign
          : 'A follow-up card is placed for each recipient the chosen days after their previous card was handed to the postcard service (step 1 after the campaign’s card, each next step after the step before’s), priced and paid like any card. A card that failed or was cancelled gets no follow-up.'}
      </p>
      {steps.map((step, index) => {
        const name = (field: string) => `follow_up_steps.${index}.${field}`;
        return (
          <section
            key={step.key}
            aria-label={`Follow-up step ${index + 1}`}
            className="rounded-lg border border-slate-200 bg-slate-50 p-3"
          >
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Step {index + 1}</h3>
              <button
                type="button"
                onClick={() => remove(step.key)}
                className="rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                aria-label={`Remove step ${index + 1}`}
              >
                Remove
              </button>
            </div>
            {step.id && <input type="hidden" name={name('id')} value={step.id} />}
            <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
              <Field
                id={`follow-up-${step.key}-template`}
                name={name('templateId')}
                label="Template"
                error={errorFor(name('templateId'))}
              >
                {(control) => (
                  <select
                    {...control}
                    value={step.templateId}
                    onChange={(e) => update(step.key, { templateId: e.target.value })}
                    className={`${fieldStyles.input} ${invalidStyles}`}
                  >
                    <option value="">Select a template…</option>
                    {templates.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name} ({t.size})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                id={`follow-up-${step.key}-days`}
                name={name('days')}
                label="Days after"
                error={errorFor(name('days'))}
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={FOLLOW_UP_DAYS.min}
                    max={FOLLOW_UP_DAYS.max}
                    step={1}
                    value={step.days}
                    onChange={(e) => update(step.key, { days: e.target.value })}
                    className={`${fieldStyles.input} ${invalidStyles}`}
                  />
                )}
              </Field>
            </div>
            <Field
              id={`follow-up-${step.key}-audience`}
              name={name('audience')}
              label="Send to"
              className="mt-3"
              hint={
                hasResponseUrl
                  ? FOLLOW_UP_AUDIENCE_HINT
                  : `${FOLLOW_UP_AUDIENCE_HINT} This campaign has no response URL, so its cards carry no QR code and nobody counts as a responder.`
              }
              error={errorFor(name('audience'))}
            >
              {(control) => (
                <select
                  {...control}
                  value={step.audience}
                  onChange={(e) => update(step.key, { audience: e.target.value as FollowUpStepAudience })}
                  className={`${fieldStyles.input} ${invalidStyles}`}
                >
                  {FOLLOW_UP_AUDIENCES.map((audience) => (
                    <option key={audience} value={audience}>
                      {FOLLOW_UP_AUDIENCE_LABELS[audience]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </section>
        );
      })}
      {steps.length < MAX_FOLLOW_UP_STEPS ? (
        <button ref={addButton} type="button" onClick={add} className={buttonStyles.secondary}>
          Add follow-up step
        </button>
      ) : (
        <p className="text-xs text-slate-600">{FOLLOW_UP_STEP_MESSAGES.tooMany}.</p>
      )}
    </fieldset>
  );
}
