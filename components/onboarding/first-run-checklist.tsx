import Link from 'next/link';
import type { FirstRunStep } from '@/lib/accounts/first-run-progress';

const STEPS: Array<{ step: FirstRunStep; label: string; href: string; action: string }> = [
  {
    step: 'returnAddress',
    label: 'Add your return address',
    href: '/profile#return-address',
    action: 'Printed as the sender on every postcard.',
  },
  { step: 'template', label: 'Create a template', href: '/templates', action: 'The front image and your message.' },
  { step: 'campaign', label: 'Create a campaign', href: '/campaigns', action: 'Which template, and to whom.' },
  {
    step: 'postcard',
    label: 'Send your first postcard',
    href: '/campaigns',
    action: 'Send from a campaign to a recipient.',
  },
];

/**
 * The first-run checklist on the first page after sign-up (issue 25 point 8): return address,
 * template, campaign, first postcard, each linking to where it is done. Gone once all four are.
 * The page reads `progress` beside its other reads, not after them: without JavaScript the
 * page must be complete when the layout's shell is sent, or only its loading state shows.
 */
export function FirstRunChecklist({ progress }: { progress: Record<FirstRunStep, boolean> }) {
  const done = STEPS.filter((s) => progress[s.step]).length;
  if (done === STEPS.length) return null;
  return (
    <section
      aria-labelledby="first-run-heading"
      className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="first-run-heading" className="text-base font-semibold text-slate-900">
          Get started
        </h2>
        <p className="text-sm text-slate-600">
          {done} of {STEPS.length} done
        </p>
      </div>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2">
        {STEPS.map(({ step, label, href, action }) => {
          const complete = progress[step];
          return (
            <li key={step} className="flex items-start gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <span
                aria-hidden
                className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  complete ? 'bg-green-600 text-white' : 'ring-2 ring-slate-300'
                }`}
              >
                {complete ? '✓' : ''}
              </span>
              <div className="min-w-0">
                <Link
                  href={href}
                  className={`text-sm font-medium hover:underline ${complete ? 'text-slate-500 line-through' : 'text-brand-700'}`}
                >
                  {label}
                </Link>
                <span className="sr-only">{complete ? ' (done)' : ' (to do)'}</span>
                <p className="text-xs text-slate-600">{action}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
