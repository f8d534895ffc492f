'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { PlanOption } from '@/components/billing/plan-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { buttonStyles } from '@/components/ui/styles';
import { DEMOGRAPHIC_LABELS } from '@/lib/campaigns/demographics';
import { lazyLayer } from '@/components/ui/lazy-layer';
import { SendNotice, type SentNotice } from './placed-notice';
import type { CampaignView, PhoneOption, TemplateOption } from './types';

export type { CampaignView } from './types';

// The dialogs (and their library) load when first opened, not with the page (decision 029).
const AddRecipientModal = lazyLayer(() => import('./add-recipient-modal').then((m) => m.AddRecipientModal));
const BulkSendModal = lazyLayer(() => import('./bulk-send-modal').then((m) => m.BulkSendModal));
const CampaignForm = lazyLayer(() => import('./campaign-form').then((m) => m.CampaignForm));

type Props = {
  campaigns: CampaignView[];
  templates: TemplateOption[];
  isPro: boolean;
  plans: PlanOption[];
  phones: PhoneOption[];
  /** APP_URL is a localhost address: the campaign form says printed QR codes will not open on a phone. */
  localAppUrl?: boolean;
};

export function CampaignsView({ campaigns, templates, isPro, plans, phones, localAppUrl = false }: Props) {
  const [editing, setEditing] = useState<CampaignView | 'new' | null>(null);
  const [sending, setSending] = useState<CampaignView | null>(null);
  const [sent, setSent] = useState<SentNotice | null>(null);
  const [bulk, setBulk] = useState(false);
  const router = useRouter();

  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Send a template to one recipient, or to the neighbors around an address."
        actions={
          <>
            <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
              Create Campaign
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setBulk(true)}
              disabled={campaigns.length === 0}
              title={
                campaigns.length === 0
                  ? 'Create a campaign first: Bulk Send sends a campaign to the recipients of a CSV file.'
                  : undefined
              }
            >
              Bulk Send
            </button>
          </>
        }
      />
      {sent && <SendNotice text={sent.text} waits={sent.waits} className="mb-4" />}
      {campaigns.length === 0 ? (
        <EmptyState
          title="No campaigns"
          description={
            templates.length
              ? 'Create a campaign to send one of your templates.'
              : 'Create a template first, then a campaign to send it.'
          }
        />
      ) : (
        <ul className="space-y-3">
          {campaigns.map((campaign) => (
            <li
              key={campaign.id}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="truncate text-base font-semibold text-slate-900">
                    <Link
                      href={`/campaigns/${campaign.id}`}
                      className="inline-block min-h-6 max-w-full truncate align-bottom hover:text-brand-700 hover:underline"
                    >
                      {campaign.name}
                    </Link>
                  </h2>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      campaign.type === 'neighbor' ? 'bg-violet-100 text-violet-800' : 'bg-sky-100 text-sky-800'
                    }`}
                  >
                    {campaign.type === 'neighbor' ? 'Neighbor Campaign' : 'Single Send'}
                  </span>
                  {campaign.paused && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      Paused
                    </span>
                  )}
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  Template {campaign.templateName}
                  {campaign.type === 'neighbor' &&
                    ` · ${campaign.neighborCount} neighbors · ${DEMOGRAPHIC_LABELS[campaign.demographics]}`}
                </p>
                <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                  <div>
                    <dt className="inline">Recipients: </dt>
                    <dd className="inline font-semibold text-slate-800">{campaign.recipientCount}</dd>
                  </div>
                  {/* A Single Send mails no neighbors: its card counts recipients and postcards sent only. */}
                  {campaign.type === 'neighbor' && (
                    <div>
                      <dt className="inline">Neighbor recipients: </dt>
                      <dd className="inline font-semibold text-slate-800">{campaign.neighborRecipientCount}</dd>
                    </div>
                  )}
                  <div>
                    <dt className="inline">Postcards sent: </dt>
                    <dd className="inline font-semibold text-slate-800">{campaign.postcardsSent}</dd>
                  </div>
                  {campaign.followUpSteps.length > 0 && (
                    <div>
                      <dt className="inline">Follow-up steps: </dt>
                      <dd className="inline font-semibold text-slate-800">{campaign.followUpSteps.length}</dd>
                    </div>
                  )}
                  <div>
                    <dt className="inline">Created </dt>
                    <dd className="inline">{campaign.createdLabel}</dd>
                  </div>
                </dl>
              </div>
              <div className="mt-3 flex gap-2 sm:mt-0">
                <button
                  type="button"
                  className={buttonStyles.primary}
                  onClick={() => setSending(campaign)}
                  aria-label={`Send ${campaign.name}`}
                >
                  Send
                </button>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => setEditing(campaign)}
                  aria-label={`Edit ${campaign.name}`}
                >
                  Edit
                </button>
                <Link
                  href={`/campaigns/${campaign.id}`}
                  className={buttonStyles.secondary}
                  aria-label={`Results of ${campaign.name}`}
                >
                  Results
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {sending && (
        <AddRecipientModal
          campaign={sending}
          customValues={sending.customValues}
          onClose={() => setSending(null)}
          onSent={(notice) => {
            setSent(notice);
            setSending(null);
          }}
        />
      )}
      {bulk && (
        <BulkSendModal
          campaigns={campaigns}
          onClose={() => setBulk(false)}
          onSent={(_created, notice) => {
            router.refresh();
            setSent(notice);
            setBulk(false);
          }}
        />
      )}
      {editing && (
        <CampaignForm
          campaign={editing === 'new' ? null : editing}
          templates={templates}
          isPro={isPro}
          plans={plans}
          phones={phones}
          localAppUrl={localAppUrl}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
