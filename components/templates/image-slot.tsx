'use client';

import { useId } from 'react';
import type { PostcardSize } from '@/lib/db/postcard-sizes';
import { checkImageFile, uploadTemplateImage } from './upload';
import type { Slot } from './types';

export const emptySlot: Slot = { image: null, error: null, progress: null };

/** One side's upload: pick a file, check its size here, upload with progress, show it. */
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

  async function onFile(file: File | undefined) {
    if (!file) return;
    const problem = await checkImageFile(file, size);
    if (problem) return onChange({ image: null, error: problem, progress: null });
    onChange({ image: null, error: null, progress: 0 });
    try {
      const image = await uploadTemplateImage(file, size, side, (progress) =>
        onChange({ image: null, error: null, progress }),
      );
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
    </div>
  );
}
