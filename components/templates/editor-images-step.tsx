'use client';

import type { PostcardSize } from '@/lib/db/postcard-sizes';
import { REQUIRED_SIZE } from '@/lib/templates/image-rules';
import { ImageSlot } from './image-slot';
import type { Draft } from './types';

export function ImagesStep({
  draft,
  size,
  onChange,
}: {
  draft: Draft;
  size: PostcardSize;
  onChange: (patch: Partial<Draft>) => void;
}) {
  const { width, height } = REQUIRED_SIZE[size];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Both images must be exactly {width}x{height} px (the {size} card at 300 dpi, bleed included).{' '}
        <a
          href={`/guides/${size}.png`}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline"
        >
          View the {size} print guide
        </a>{' '}
        for the trim line, bleed and safe area.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ImageSlot side="front" size={size} slot={draft.front} onChange={(front) => onChange({ front })} />
        <ImageSlot side="back" size={size} slot={draft.back} onChange={(back) => onChange({ back })} />
      </div>
    </div>
  );
}
