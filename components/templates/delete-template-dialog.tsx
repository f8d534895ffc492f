'use client';

import { useState, useTransition } from 'react';
import { deleteTemplateAction } from '@/actions/templates';
import { AlertDialog } from '@/components/ui/alert-dialog';
import type { TemplateView } from './types';

export function DeleteTemplateDialog({ template, onClose }: { template: TemplateView; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <AlertDialog
      title="Delete template"
      description="Are you sure you want to delete this template?"
      actionLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      error={error}
      onDismissError={() => setError(null)}
      onCancel={onClose}
      onAction={() =>
        startTransition(async () => {
          const result = await deleteTemplateAction({ id: template.id });
          if (!result.ok) return setError(result.error);
          onClose();
        })
      }
    >
      <p className="mt-1 text-sm font-semibold text-slate-900">{template.name}</p>
    </AlertDialog>
  );
}
