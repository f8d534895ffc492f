'use client';

import { useEffect } from 'react';
import { showToast } from '@/components/feedback/toast-store';

const OPEN_KEY = 'inkpost:first-run-open';
export const FIRST_RUN_DONE_MESSAGE = 'You’re set: return address, template, campaign and first postcard are done.';

/**
 * Remembers in this browser that the first-run checklist was open, so the page where its last
 * step turns done says "You're set" once (issue 36), and no page after it does.
 */
export function FirstRunMemory({ complete }: { complete: boolean }) {
  useEffect(() => {
    if (!complete) return localStorage.setItem(OPEN_KEY, '1');
    if (localStorage.getItem(OPEN_KEY) !== '1') return;
    localStorage.removeItem(OPEN_KEY);
    showToast(FIRST_RUN_DONE_MESSAGE);
  }, [complete]);
  return null;
}
