import Link from 'next/link';
import { formatRate } from '@/lib/campaigns/campaign-figures';
import type { FollowUpStepFigures } from '@/lib/follow-ups/read-follow-up-step-figures';
import { formatCents } from '@/lib/money/cents';
import { FOLLOW_UP_AUDIENCE_LABELS } from '@/lib/validation/follow-up-step-messages';
import { PauseCampaign } from './pause-campaign';

const count = (n: number) => n.toLocaleString('en-US');

/** The results page's follow-up steps: each step's figures, and Pause / Resume (decision 038). */
export function FollowUpStepsResults({
  campaign,
  steps,
}: {
  campaign: { id: string; type: 'single' | 'neighbor'; pausedAt: Date | null };
  steps: FollowUpStepFigures[];
}) {
  if (campaign.type === 'neighbor' && !steps.length) return null;
  return (
    <section
      aria-labelledby="follow-up-steps-heading"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="follow-up-steps-heading" className="mb-3 text-base font-semibold text-slate-900">
        Follow-up steps
      </h2>
      {steps.length === 0 ? (
        <p className="text-sm text-slate-600">
          No follow-up steps. Add them with Edit on the{' '}
          <Link href="/campaigns" className="font-medium text-brand-700 hover:underline">
            campaigns page
          </Link>
          : a card of your choice, some days after the previous one, to the recipients who did or did not respond.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {steps.map((step, index) => (
            <li
              key={step.id}
              data-step={index + 1}
              aria-label={`Step ${index + 1}: ${step.templateName}`}
              className="grid gap-3 py-3 first:pt-0 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] sm:items-start"
            >
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {index + 1}. {step.templateName}
                </p>
                <p className="text-xs text-slate-600">
                  {FOLLOW_UP_AUDIENCE_LABELS[step.audience]}, {step.days} day{step.days === 1 ? '' : 's'} after the
                  previous card
                </p>
                <p className="text-xs text-slate-600">
                  {count(step.placed)} placed
                  {step.skipped > 0 && `, ${count(step.skipped)} skipped (not in the audience when due)`}
                </p>
                {step.waitingForPayment > 0 && (
                  <Link
                    href="/orders"
                    className="mt-0.5 block text-xs font-medium text-amber-800 underline hover:text-amber-900"
                  >
                    {count(step.waitingForPayment)} waiting for payment
                  </Link>
                )}
              </div>
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {(
                  [
                    ['Sent', count(step.sent)],
                    ['Responders', count(step.responders)],
                    ['Rate', formatRate(step.responseRate)],
                    [
                      'Cost per response',
                      step.costPerResponseCents === null ? '—' : formatCents(step.costPerResponseCents),
                    ],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="rounded-lg bg-slate-50 px-2 py-1.5">
                    <dt className="text-xs text-slate-600">{label}</dt>
                    <dd className="font-semibold tabular-nums text-slate-900" data-figure={label}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
      {(steps.length > 0 || campaign.pausedAt) && (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <PauseCampaign campaignId={campaign.id} pausedAt={campaign.pausedAt?.toISOString() ?? null} />
        </div>
      )}
    </section>
  );
}
