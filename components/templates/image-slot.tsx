'use client';

import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import type { PostcardSize } from '@/lib/db/postcard-sizes';
import type { FitFocus } from '@/lib/templates/image-rules';
import { FitToSize } from './fit-to-size';
import { checkImageFile, uploadTemplateImage } from './upload';
import type { Slot } from './types';

export const emptySlot: Slot = { image: null, error: null, progress: null };

/**
 * One side's upload: pick a file, check its size here, upload with progress, show it. A file of
 * another size keeps the spec's message and can be fitted to the print size.
 */
export function ImageSlot({
  side,
  size,
  slot,
  onChange,
}: {
  side: 'front' | 'back';
  size: PostcardSize;
  slot: Slot;
  onChange: (slot: Slot) => void;
}) {
  const inputId = useId();
  const label = side === 'front' ? 'Front image' : 'Back image';

  // A file of another size that could be fitted, and whether its Fit to size panel is open.
  const [misfit, setMisfit] = useState<{ file: File; url: string; width: number; height: number } | null>(null);
  const [fitting, setFitting] = useState(false);
  function keepMisfit(next: { file: File; width: number; height: number } | null) {
    if (misfit) URL.revokeObjectURL(misfit.url);
    setMisfit(next && { ...next, url: URL.createObjectURL(next.file) });
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    setFitting(false);
    const { problem, width, height } = await checkImageFile(file, size);
    keepMisfit(problem && width > 0 ? { file, width, height } : null);
    if (problem) return onChange({ image: null, error: problem, progress: null });
    await upload(file);
  }

  async function upload(file: File, fit?: FitFocus) {
    onChange({ image: null, error: null, progress: 0 });
    try {
      const image = await uploadTemplateImage(
        file,
        size,
        side,
        (progress) => onChange({ image: null, error: null, progress }),
        fit,
      );
      keepMisfit(null);
      setFitting(false);
      onChange({ image, error: null, progress: null });
    } catch (error) {
      onChange({ image: null, error: (error as Error).message, progress: null });
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative flex aspect-[3/2] items-center justify-center overflow-hidden rounded-lg border-2 border-dashed border-slate-300 bg-slate-50">
        {slot.image ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={slot.image.thumbnailUrl} alt={`${label} preview`} className="h-full w-full object-cover" />
        ) : slot.progress !== null ? (
          <div className="w-3/4">
            <div
              role="progressbar"
              aria-label={`${label} upload`}
              aria-valuenow={slot.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-600 transition-all" style={{ width: `${slot.progress}%` }} />
            </div>
            <p className="mt-2 text-center text-xs text-slate-600">Uploading… {slot.progress}%</p>
          </div>
        ) : (
          <p className="px-4 text-center text-xs text-slate-600">PNG or JPG up to 10MB</p>
        )}
      </div>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
      />
      {slot.error && (
        <p role="alert" className="text-sm text-red-700">
          {slot.error}
        </p>
      )}
      {misfit && slot.error && !fitting && (
        <button type="button" onClick={() => setFitting(true)} className={buttonStyles.secondary}>
          Fit to size
        </button>
      )}
      {misfit && fitting && (
        <FitToSize
          url={misfit.url}
          width={misfit.width}
          height={misfit.height}
          size={size}
          label={label}
          onCancel={() => setFitting(false)}
          onUse={(focus) => void upload(misfit.file, focus)}
        />
      )}
    </div>
  );
}
