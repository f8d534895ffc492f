'use client';

import { useState, useTransition } from 'react';
import { deleteTemplateAction } from '@/actions/templates';
import { ErrorBox } from '@/components/ui/error-box';
import { Modal } from '@/components/ui/modal';
import { buttonStyles } from '@/components/ui/styles';
import type { TemplateView } from './types';

export function DeleteTemplateDialog({ template, onClose }: { template: TemplateView; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <Modal title="Delete template" onClose={onClose}>
      <p className="text-sm text-slate-700">Are you sure you want to delete this template?</p>
      <p className="mt-1 text-sm font-semibold text-slate-900">{template.name}</p>
      {error && (
        <div className="mt-4">
          <ErrorBox message={error} onDismiss={() => setError(null)} />
        </div>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button
          type="button"
          disabled={pending}
          className={`${buttonStyles.primary} bg-red-600 hover:bg-red-700`}
          onClick={() =>
            startTransition(async () => {
              const result = await deleteTemplateAction({ id: template.id });
              if (!result.ok) return setError(result.error);
              onClose();
            })
          }
        >
          {pending ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
