import Link from 'next/link';
import { firstRunProgress } from '@/lib/accounts/first-run-progress';
import { FirstRunMemory } from './first-run-memory';

/**
 * The first-run checklist within reach of every page until it is done (issue 36): one line
 * leading to the checklist on Templates; once all four steps are, nothing but a "You're set"
 * toast, once.
 */
export async function FirstRunReminder({ userId }: { userId: string }) {
  const progress = await firstRunProgress(userId);
  const steps = Object.values(progress);
  const done = steps.filter(Boolean).length;
  const complete = done === steps.length;
  return (
    <>
      <FirstRunMemory complete={complete} />
      {!complete && (
        <p className="mb-4 text-sm">
          <Link
            href="/templates#first-run-heading"
            className="inline-flex min-h-6 items-center gap-2 rounded-full bg-brand-50 px-3 font-medium text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
          >
            Finish setting up · {done} of {steps.length} steps
          </Link>
        </p>
      )}
    </>
  );
}
