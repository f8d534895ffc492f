'use client';

import { lazyLayer } from '@/components/ui/lazy-layer';

export type { PlanOption } from './plan-dialog';

/**
 * The plan dialog, loaded when it first opens: the dialog library stays out of the first load of
 * every page (the sidebar's Upgrade to Pro is on all of them). Render it only while open.
 */
export const PlanModal = lazyLayer(() => import('./plan-dialog').then((m) => m.PlanDialog));
