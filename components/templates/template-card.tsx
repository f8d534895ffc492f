'use client';

import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { TemplateView } from './types';

function ProofStatus({ template }: { template: TemplateView }) {
  if (template.proofStatus === 'generating') {
    return (
      <span className="inline-flex items-center gap-2 text-xs font-medium text-slate-600">
        <Spinner label="Generating proof" className="h-3.5 w-3.5" />
        Generating proof...
      </span>
    );
  }
  if (template.proofStatus === 'failed') {
    return <span className="text-xs font-medium text-red-700">Proof generation failed</span>;
  }
  if (template.proofUrl) {
    return (
      <a
        href={template.proofUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-8 items-center rounded-md bg-brand-50 px-2.5 text-xs font-semibold text-brand-700 hover:bg-brand-100"
      >
        View Proof
      </a>
    );
  }
  return null;
}

export function TemplateCard({
  template,
  onEdit,
  onDelete,
}: {
  template: TemplateView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [side, setSide] = useState<'front' | 'back'>('front');
  const image = side === 'front' ? template.front : template.back;
  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* The card's own aspect (print sizes in pixels), so the thumbnail shows the whole front. */}
      <div
        className={`relative bg-slate-100 ${template.size === '6x11' ? 'aspect-[3337/1777]' : 'aspect-[1875/1275]'}`}
      >
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={image.thumbnailUrl} alt={`${template.name}, ${side}`} className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-500">No image</div>
        )}
        <span className="absolute left-3 top-3 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-800 shadow-sm">
          {template.size}
        </span>
        <button
          type="button"
          onClick={() => setSide(side === 'front' ? 'back' : 'front')}
          className="absolute bottom-3 right-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-slate-800 shadow-sm hover:bg-white"
          aria-label={`Show ${side === 'front' ? 'back' : 'front'} of ${template.name}`}
        >
          {side === 'front' ? 'Show back' : 'Show front'}
        </button>
      </div>
      <div className="space-y-3 p-4">
        <div>
          <h2 className="truncate text-base font-semibold text-slate-900">{template.name}</h2>
          <p className="text-xs text-slate-600">Created {template.createdLabel}</p>
        </div>
        <div className="flex min-h-7 items-center">
          <ProofStatus template={template} />
        </div>
        <div className="flex gap-2 border-t border-slate-100 pt-3">
          <button
            type="button"
            onClick={onEdit}
            className="rounded-md px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
            aria-label={`Edit ${template.name}`}
          >
            Edit
          </button>
          <button
            type="button"
            onClick={onDelete}
            className="rounded-md px-2.5 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
            aria-label={`Delete ${template.name}`}
          >
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
