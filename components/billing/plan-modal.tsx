'use client';

import dynamic from 'next/dynamic';

export type PlanOption = { name: string; monthlyPriceCents: number };

/**
 * The plan dialog, loaded when it first opens: the dialog library stays out of the first load of
 * every page (the sidebar's Upgrade to Pro is on all of them). Render it only while open.
 */
export const PlanModal = dynamic(() => import('./plan-dialog').then((m) => m.PlanDialog), { ssr: false });
