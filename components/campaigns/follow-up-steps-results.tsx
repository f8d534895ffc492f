import Link from 'next/link';
import { formatRate, type CampaignFigures } from '@/lib/campaigns/campaign-figures';
import type { FollowUpStepFigures } from '@/lib/follow-ups/read-follow-up-step-figures';
import { formatCents } from '@/lib/money/cents';
import { FOLLOW_UP_AUDIENCE_LABELS } from '@/lib/validation/follow-up-step-messages';
import { PauseCampaign } from './pause-campaign';

const count = (n: number) => n.toLocaleString('en-US');
const COLUMNS = ['Mailed', 'Responders', 'Rate', 'Spent', 'Cost per response'] as const;
const ROW = 'grid grid-cols-3 gap-x-3 gap-y-2 py-3 sm:table-row sm:py-0';
const STEP_CELL = 'col-span-3 align-top font-normal sm:table-cell sm:py-2 sm:pr-2';

/** A step's figures in the table's columns, each cell named by data-figure. */
function FigureCells({ figures }: { figures: CampaignFigures }) {
  const values: Record<(typeof COLUMNS)[number], string> = {
    Mailed: count(figures.sent),
    Responders: count(figures.responders),
    Rate: formatRate(figures.responseRate),
    Spent: formatCents(figures.spentCents),
    'Cost per response': figures.costPerResponseCents === null ? '—' : formatCents(figures.costPerResponseCents),
  };
  return COLUMNS.map((column) => (
    // On a phone each row is a small grid and each cell names its column (the header row is hidden).
    <td
      key={column}
      className="tabular-nums text-slate-900 before:block before:text-xs before:text-slate-500 before:content-[attr(data-figure)] sm:table-cell sm:px-2 sm:py-2 sm:text-right sm:before:content-none"
      data-figure={column}
    >
      {values[column]}
    </td>
  ));
}

/**
 * The results page's table by step (decision 038, issue 34): the first card (step 0) and each
 * follow-up step, with the same columns so the steps can be compared, and Pause / Resume.
 */
export function FollowUpStepsResults({
  campaign,
  firstCard,
  steps,
}: {
  campaign: { id: string; type: 'single' | 'neighbor'; pausedAt: Date | null };
  firstCard: CampaignFigures;
  steps: FollowUpStepFigures[];
}) {
  // A neighbor campaign has no follow-up steps: its one row would repeat the figures above.
  if (campaign.type === 'neighbor' && !steps.length) return null;
  return (
    <section aria-labelledby="steps-heading" className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="steps-heading" className="mb-1 text-base font-semibold text-slate-900">
        By step
      </h2>
      <p className="mb-3 text-xs text-slate-600">
        A step mails each household at most once: its rate is the households that responded to its card per household it
        mailed.
      </p>
      <div>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Mailed, responders, rate, spent and cost per response of each step</caption>
          <thead className="hidden text-xs uppercase tracking-wide text-slate-500 sm:table-header-group">
            <tr>
              <th scope="col" className="py-1.5 pr-2 font-medium">
                Step
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-1.5 text-right font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-100 sm:table-row-group">
            <tr data-step={0} className={ROW}>
              <th scope="row" className={STEP_CELL}>
                <span className="font-medium text-slate-900">0. First card</span>
                <span className="block text-xs text-slate-600">The card every recipient got</span>
              </th>
              <FigureCells figures={firstCard} />
            </tr>
            {steps.map((step, index) => (
              <tr key={step.id} data-step={index + 1} className={ROW}>
                <th scope="row" className={STEP_CELL}>
                  <span className="font-medium text-slate-900">
                    {index + 1}. {step.templateName}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {FOLLOW_UP_AUDIENCE_LABELS[step.audience]}, {step.days} day{step.days === 1 ? '' : 's'} after the
                    previous card
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
                <FigureCells figures={step} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {steps.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">
          No follow-up steps. Add them with Edit on the{' '}
          <Link href="/campaigns" className="font-medium text-brand-700 hover:underline">
            campaigns page
          </Link>
          : a card of your choice, some days after the previous one, to the recipients who did or did not respond.
        </p>
      )}
      {(steps.length > 0 || campaign.pausedAt) && (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <PauseCampaign campaignId={campaign.id} pausedAt={campaign.pausedAt?.toISOString() ?? null} />
        </div>
      )}
    </section>
  );
}
