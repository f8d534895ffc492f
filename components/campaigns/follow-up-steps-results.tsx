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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Each follow-up step with its postcards sent, responders and cost</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Step
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Sent
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Responders
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Rate
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Cost per response
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {steps.map((step, index) => (
                <tr key={step.id} data-step={index + 1}>
                  <th scope="row" className="py-2 pr-3 align-top font-normal text-slate-700">
                    <span className="font-medium text-slate-900">
                      {index + 1}. {step.templateName}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {FOLLOW_UP_AUDIENCE_LABELS[step.audience]}, {step.days} day{step.days === 1 ? '' : 's'} after
                      the previous card
                    </span>
                    <span className="block text-xs text-slate-600">
                      {count(step.placed)} placed
                      {step.skipped > 0 && `, ${count(step.skipped)} skipped (not in the audience when due)`}
                    </span>
                    {step.waitingForPayment > 0 && (
                      <Link
                        href="/orders"
                        className="mt-0.5 block text-xs font-medium text-amber-800 underline hover:text-amber-900"
                      >
                        {count(step.waitingForPayment)} waiting for payment
                      </Link>
                    )}
                  </th>
                  <td className="py-2 pr-3 text-right align-top tabular-nums" data-figure="Sent">
                    {count(step.sent)}
                  </td>
                  <td className="py-2 pr-3 text-right align-top tabular-nums" data-figure="Responders">
                    {count(step.responders)}
                  </td>
                  <td className="py-2 pr-3 text-right align-top tabular-nums" data-figure="Rate">
                    {formatRate(step.responseRate)}
                  </td>
                  <td className="py-2 text-right align-top tabular-nums" data-figure="Cost per response">
                    {step.costPerResponseCents === null ? '—' : formatCents(step.costPerResponseCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(steps.length > 0 || campaign.pausedAt) && (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <PauseCampaign campaignId={campaign.id} pausedAt={campaign.pausedAt?.toISOString() ?? null} />
        </div>
      )}
    </section>
  );
}
