'use client';

import { useRef } from 'react';
import { Field, FieldError, invalidStyles } from '@/components/ui/field';
import { fieldStyles } from '@/components/ui/styles';
import { insertAt } from '@/lib/templates/custom-values';
import { sanitizeColorInput } from '@/lib/validation/handwriting';
import { CustomValuesEditor } from './custom-values-editor';
import { HandwritingPreview } from './handwriting-preview';
import { HandwritingStylePicker } from './handwriting-style-picker';
import type { Draft } from './types';

export function MessageStep({
  draft,
  onChange,
  errorFor,
}: {
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  /** The Save form's error for a field (shown once the user left it or saved). */
  errorFor: (name: string) => string | undefined;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);

  function insertPlaceholder(placeholder: string) {
    const el = textarea.current;
    const start = el?.selectionStart ?? draft.message.length;
    const end = el?.selectionEnd ?? draft.message.length;
    const { value, cursor } = insertAt(draft.message, start, end, placeholder);
    onChange({ message: value });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(cursor, cursor);
    });
  }

  const validColor = /^#[0-9a-fA-F]{6}$/.test(draft.color);
  const colorError = errorFor('handwriting_color');
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="space-y-4">
        <Field id="template-message" name="message" label="Message" error={errorFor('message')}>
          {(control) => (
            <textarea
              {...control}
              ref={textarea}
              rows={6}
              maxLength={2000}
              value={draft.message}
              onChange={(e) => onChange({ message: e.target.value })}
              placeholder="Hi {{recipient_name}}, …"
              className={`${fieldStyles.input} ${invalidStyles}`}
            />
          )}
        </Field>
        <CustomValuesEditor
          values={draft.customValues}
          onChange={(customValues) => onChange({ customValues })}
          onInsert={insertPlaceholder}
        />
      </div>
      <div className="space-y-4">
        <HandwritingStylePicker value={draft.styleId} onChange={(styleId) => onChange({ styleId })} />
        <div>
          <label htmlFor="handwriting-color" className={fieldStyles.label}>
            Handwriting color
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="handwriting-color"
              name="handwriting_color"
              value={draft.color}
              onChange={(e) => onChange({ color: sanitizeColorInput(e.target.value) })}
              className={`${fieldStyles.input} ${invalidStyles} mt-0 font-mono`}
              aria-invalid={!validColor || !!colorError || undefined}
              aria-describedby={colorError ? 'handwriting-color-error' : undefined}
            />
            <input
              type="color"
              aria-label="Pick handwriting color"
              value={validColor ? draft.color : '#000000'}
              onChange={(e) => onChange({ color: e.target.value })}
              className="h-9 w-11 shrink-0 cursor-pointer rounded border border-slate-300 bg-white"
            />
          </div>
          <FieldError id="handwriting-color-error" message={colorError} />
        </div>
        <HandwritingPreview
          message={draft.message}
          styleId={draft.styleId}
          color={draft.color}
          customValues={draft.customValues}
        />
      </div>
    </div>
  );
}
