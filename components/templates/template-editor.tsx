'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState } from 'react';
import { createTemplateFormAction, updateTemplateFormAction } from '@/actions/templates';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { TEMPLATE_MESSAGES } from '@/lib/validation/template-messages';
import { DEFAULT_HANDWRITING_COLOR, DEFAULT_HANDWRITING_STYLE_ID } from '@/lib/handwriting/styles';
import { RECIPIENT_NAME } from '@/lib/templates/custom-values';
import type { PostcardSize } from '@/lib/db/postcard-sizes';
import { BasicStep } from './editor-basic-step';
import { ImagesStep } from './editor-images-step';
import { MessageStep } from './editor-message-step';
import { emptySlot } from './image-slot';
import type { Draft, TemplateView } from './types';

const rules = lazyRules(() =>
  import('@/lib/validation/template').then((m) => validateWith(m.SaveTemplateSchema, m.templateFromForm)),
);

/** Fields of the steps before Message: their (rare) server errors are said above Save. */
const EARLIER_FIELDS = ['name', 'size', 'front', 'back', 'custom_values'] as const;

const STEPS = ['Basic Info', 'Images', 'Message'] as const;

function draftFrom(template: TemplateView | null): Draft {
  return {
    name: template?.name ?? '',
    size: template?.size ?? '',
    front: { ...emptySlot, image: template?.front ?? null },
    back: { ...emptySlot, image: template?.back ?? null },
    message: template?.message ?? '',
    styleId: template?.styleId ?? DEFAULT_HANDWRITING_STYLE_ID,
    color: template?.color ?? DEFAULT_HANDWRITING_COLOR,
    customValues: template?.customValues.length ? template.customValues : [RECIPIENT_NAME],
  };
}

/**
 * The three-step template editor (spec section 4 "Template editor"), for create and edit. Steps 1
 * and 2 move on with Next; step 3 is the Save form, which carries the earlier steps as hidden
 * fields to the form action (images were uploaded, with progress, as they were chosen).
 */
export function TemplateEditor({
  template,
  sizePrices,
  onClose,
}: {
  template: TemplateView | null;
  sizePrices: Record<PostcardSize, number>;
  onClose: () => void;
}) {
  const router = useRouter();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(template));
  const [initial] = useState(draft);
  const [state, formAction] = useActionState(
    template
      ? orSay(updateTemplateFormAction, TEMPLATE_MESSAGES.updateFailed)
      : orSay(createTemplateFormAction, TEMPLATE_MESSAGES.saveFailed),
    IDLE_FORM_STATE,
  );
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, rules);
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  useOnActionSuccess(state, () => {
    router.refresh();
    onClose();
  });

  const canLeave = {
    1: !!draft.name.trim() && !!draft.size,
    2: !!draft.front.image && !!draft.back.image && !draft.front.error && !draft.back.error,
    3: !!draft.message.trim() && draft.customValues.length > 0,
  };

  function next(event?: React.FormEvent) {
    event?.preventDefault();
    if (step < 3 && canLeave[step]) setStep((s) => (s + 1) as 1 | 2 | 3);
  }

  const earlierErrors = EARLIER_FIELDS.map((name) => errorFor(name)).filter((e): e is string => !!e);
  const footer = (
    <div className="mt-6 flex items-center justify-between border-t border-slate-200 pt-4">
      <button
        type="button"
        onClick={() => (step === 1 ? onClose() : setStep((s) => (s - 1) as 1 | 2 | 3))}
        className={buttonStyles.secondary}
      >
        {step === 1 ? 'Cancel' : 'Back'}
      </button>
      {step < 3 ? (
        <button type="submit" disabled={!canLeave[step]} className={buttonStyles.primary}>
          Next
        </button>
      ) : (
        <SubmitButton label="Save Template" pendingLabel="Saving..." disabled={!canLeave[3]} />
      )}
    </div>
  );

  return (
    <Dialog
      title={template ? 'Edit Template' : 'Create New Template'}
      onClose={onClose}
      size="lg"
      // Any change to the draft (a name, an image, the message) is work closing would drop.
      dirty={draft !== initial}
      step={step}
    >
      <ol className="mb-6 flex items-center gap-2 text-xs font-semibold" aria-label="Steps">
        {STEPS.map((label, index) => {
          const n = index + 1;
          return (
            <li key={label} aria-current={n === step ? 'step' : undefined} className="flex items-center gap-2">
              <span
                className={`flex h-6 w-6 items-center justify-center rounded-full ${
                  n <= step ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-600'
                }`}
              >
                {n}
              </span>
              <span className={n === step ? 'text-slate-900' : 'text-slate-500'}>{label}</span>
              {n < STEPS.length && <span className="mx-1 h-px w-6 bg-slate-300" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>

      {step < 3 ? (
        <form onSubmit={next} noValidate>
          {step === 1 && <BasicStep draft={draft} onChange={update} sizePrices={sizePrices} />}
          {step === 2 && draft.size && <ImagesStep draft={draft} size={draft.size} onChange={update} />}
          {footer}
        </form>
      ) : (
        <form action={formAction} {...formProps}>
          {template && <input type="hidden" name="id" value={template.id} />}
          <input type="hidden" name="name" value={draft.name} />
          <input type="hidden" name="size" value={draft.size} />
          <input type="hidden" name="front" value={JSON.stringify(draft.front.image)} />
          <input type="hidden" name="back" value={JSON.stringify(draft.back.image)} />
          <input type="hidden" name="custom_values" value={JSON.stringify(draft.customValues)} />
          <MessageStep draft={draft} onChange={update} errorFor={errorFor} />
          {(formError || earlierErrors.length > 0) && (
            <div className="mt-4 space-y-2">
              {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
              {earlierErrors.map((message) => (
                <ErrorBox key={message} message={message} />
              ))}
            </div>
          )}
          {footer}
        </form>
      )}
    </Dialog>
  );
}
