'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { createTemplateAction, updateTemplateAction } from '@/actions/templates';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/styles';
import { DEFAULT_HANDWRITING_COLOR, DEFAULT_HANDWRITING_STYLE_ID } from '@/lib/handwriting/styles';
import { RECIPIENT_NAME } from '@/lib/templates/custom-values';
import { BasicStep } from './editor-basic-step';
import { ImagesStep } from './editor-images-step';
import { MessageStep } from './editor-message-step';
import { emptySlot } from './image-slot';
import type { Draft, TemplateView } from './types';

export const SAVE_DEBOUNCE_MS = 300;
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

/** The three-step template editor (spec section 4 "Template editor"), for create and edit. */
export function TemplateEditor({ template, onClose }: { template: TemplateView | null; onClose: () => void }) {
  const router = useRouter();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(template));
  const [initial] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const canLeave = {
    1: !!draft.name.trim() && !!draft.size,
    2: !!draft.front.image && !!draft.back.image && !draft.front.error && !draft.back.error,
    3: !!draft.message.trim() && draft.customValues.length > 0,
  };

  function next(event?: React.FormEvent) {
    event?.preventDefault();
    if (step < 3 && canLeave[step]) setStep((s) => (s + 1) as 1 | 2 | 3);
  }

  async function save() {
    if (!draft.size) return;
    setSaving(true);
    setError(null);
    const input = {
      id: template?.id,
      name: draft.name,
      size: draft.size,
      front: draft.front.image,
      back: draft.back.image,
      message: draft.message,
      handwriting_style_id: draft.styleId,
      handwriting_color: draft.color,
      custom_values: draft.customValues,
    };
    const result = template ? await updateTemplateAction(input) : await createTemplateAction(input);
    setSaving(false);
    if (!result.ok) return setError(result.error);
    router.refresh();
    onClose();
  }

  // Save is debounced: a burst of clicks saves once, 300 ms after the last.
  function requestSave() {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void save(), SAVE_DEBOUNCE_MS);
  }

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

      <form onSubmit={next} noValidate>
        {step === 1 && <BasicStep draft={draft} onChange={update} />}
        {step === 2 && draft.size && <ImagesStep draft={draft} size={draft.size} onChange={update} />}
        {step === 3 && <MessageStep draft={draft} onChange={update} />}

        {error && (
          <div className="mt-4">
            <ErrorBox message={error} onDismiss={() => setError(null)} />
          </div>
        )}

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
            <button
              type="button"
              onClick={requestSave}
              disabled={!canLeave[3] || saving}
              className={buttonStyles.primary}
            >
              {saving ? 'Saving...' : 'Save Template'}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
