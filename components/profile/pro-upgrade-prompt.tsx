'use client';

import { useState } from 'react';
import { PlanModal, type PlanOption } from '@/components/billing/plan-modal';
import { buttonStyles } from '@/components/ui/styles';

/**
 * What a Free user sees instead of a Pro feature: why it is locked, and the same 'Choose Your
 * Plan' modal as the sidebar's Upgrade to Pro button.
 */
export function ProUpgradePrompt({ message, plans }: { message: string; plans: PlanOption[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-700">{message}</p>
      <button type="button" onClick={() => setOpen(true)} className={`${buttonStyles.primary} shrink-0`}>
        Upgrade to Pro
      </button>
      {open && <PlanModal plans={plans} onClose={() => setOpen(false)} />}
    </div>
  );
}
