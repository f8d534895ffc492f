'use client';

import { useState } from 'react';
import { PlanModal, type PlanOption } from './plan-modal';

export function UpgradeButton({ plans }: { plans: PlanOption[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex w-full items-center justify-between gap-2 whitespace-nowrap rounded-lg bg-gradient-to-r from-brand-600 to-violet-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:from-brand-700 hover:to-violet-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        Upgrade to Pro
        <span className="rounded-full bg-white/20 px-2 py-0.5 text-[11px] font-semibold">Save 20%</span>
      </button>
      {open && <PlanModal plans={plans} onClose={() => setOpen(false)} />}
    </>
  );
}
