'use client';

import type { PostcardSize } from '@/lib/db/postcard-sizes';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { buttonStyles } from '@/components/ui/styles';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { TemplateCard } from './template-card';
import type { TemplateView } from './types';

export type { TemplateView } from './types';

// The dialogs (and their library) load when first opened, not with the page (decision 029).
const TemplateEditor = lazyLayer(() => import('./template-editor').then((m) => m.TemplateEditor));
const DeleteTemplateDialog = lazyLayer(() => import('./delete-template-dialog').then((m) => m.DeleteTemplateDialog));

export function TemplatesView({
  templates,
  sizePrices,
}: {
  templates: TemplateView[];
  /** One postcard of each size on the user's plan, shown on the size choice. */
  sizePrices: Record<PostcardSize, number>;
}) {
  const [editing, setEditing] = useState<TemplateView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TemplateView | null>(null);

  const create = (
    <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
      Create New Template
    </button>
  );
  return (
    <>
      <PageHeader
        title="Postcard Templates"
        description="Design the front, the back and the handwritten message of your postcards."
        actions={create}
      />
      {templates.length === 0 ? (
        <EmptyState
          title="No templates"
          description="Create your first template: a front, a back and a handwritten message."
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {templates.map((template) => (
            <li key={template.id}>
              <TemplateCard
                template={template}
                onEdit={() => setEditing(template)}
                onDelete={() => setDeleting(template)}
              />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TemplateEditor
          template={editing === 'new' ? null : editing}
          sizePrices={sizePrices}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
