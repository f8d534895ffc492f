'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState } from 'react';
import { createCampaignFormAction, updateCampaignFormAction } from '@/actions/campaigns';
import { PlanModal, type PlanOption } from '@/components/billing/plan-modal';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { Field, invalidStyles, SubmitButton, TextField } from '@/components/ui/field';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign-messages';
import {
  DEMOGRAPHIC_LABELS,
  DEMOGRAPHIC_TARGETS,
  NEIGHBOR_COUNT,
  type DemographicTarget,
} from '@/lib/campaigns/demographics';
import { formatPhoneNumber } from '@/lib/phones/format-phone-number';
import { draftsOf, FollowUpStepsEditor } from './follow-up-steps-editor';
import type { CampaignView, PhoneOption, TemplateOption } from './types';

const createRules = lazyRules(() =>
  import('@/lib/validation/campaign').then((m) => validateWith(m.CampaignFormSchema, m.campaignFromForm)),
);
const editRules = lazyRules(() =>
  import('@/lib/validation/campaign').then((m) => validateWith(m.EditCampaignFormSchema, m.campaignFromForm)),
);

type Props = {
  campaign: CampaignView | null;
  templates: TemplateOption[];
  isPro: boolean;
  plans: PlanOption[];
  phones: PhoneOption[];
  /** APP_URL is this machine: printed QR codes would not open on a phone. */
  localAppUrl?: boolean;
  onClose: () => void;
};

/** Beside a field only Pro users may use, for a user who is not Pro. */
const ProMark = () => (
  <span className="ml-1 rounded bg-brand-100 px-1.5 py-0.5 text-[10px] font-semibold text-brand-700">Pro</span>
);

/** Create and Edit campaign (spec sections 2 and 5). */
export function CampaignForm({ campaign, templates, isPro, plans, phones, localAppUrl = false, onClose }: Props) {
  const router = useRouter();
  const [name, setName] = useState(campaign?.name ?? '');
  const [templateId, setTemplateId] = useState(campaign?.templateId ?? '');
  const [type, setType] = useState<'single' | 'neighbor'>(campaign?.type ?? 'single');
  const [demographics, setDemographics] = useState<DemographicTarget>(campaign?.demographics ?? 'all');
  const [neighborCount, setNeighborCount] = useState(campaign?.neighborCount ?? NEIGHBOR_COUNT.default);
  const [includeCondo, setIncludeCondo] = useState(campaign?.includeCondo ?? false);
  const [responseUrl, setResponseUrl] = useState(campaign?.responseUrl ?? '');
  const [trackingPhoneId, setTrackingPhoneId] = useState(campaign?.trackingPhoneId ?? '');
  const [steps, setSteps] = useState(() => draftsOf(campaign?.followUpSteps ?? []));
  // Why the plan dialog is open: the Pro-only choice the user just made.
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const [state, formAction] = useActionState(
    campaign
      ? orSay(updateCampaignFormAction, CAMPAIGN_MESSAGES.updateFailed)
      : orSay(createCampaignFormAction, CAMPAIGN_MESSAGES.createFailed),
    IDLE_FORM_STATE,
  );
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(state, campaign ? editRules : createRules);
  // Escape, × and the backdrop ask before they drop a change.
  const current = {
    name,
    templateId,
    type,
    demographics,
    neighborCount,
    includeCondo,
    responseUrl,
    trackingPhoneId,
    steps: steps.map(({ key: _, ...step }) => step),
  };
  const [initial] = useState(current);
  const dirty = JSON.stringify(current) !== JSON.stringify(initial);

  function chooseDemographic(value: DemographicTarget) {
    // Advanced targeting is a Pro feature: offer the upgrade instead (the server refuses too).
    if (value !== 'all' && !isPro) return setUpgrade(CAMPAIGN_MESSAGES.proRequired);
    setDemographics(value);
  }

  function choosePhone(id: string) {
    // Printing a tracking number is a Pro feature too.
    if (id && !isPro) return setUpgrade(CAMPAIGN_MESSAGES.trackingPhonePro);
    setTrackingPhoneId(id);
  }

  useOnActionSuccess(state, () => {
    router.refresh();
    onClose();
  });

  return (
    <Dialog title={campaign ? 'Edit Campaign' : 'Create Campaign'} onClose={onClose} dirty={dirty}>
      <form action={formAction} {...formProps} className="space-y-4">
        {formError && <ErrorBox message={formError} onDismiss={dismissFormError} />}
        {campaign && <input type="hidden" name="id" value={campaign.id} />}
        <TextField
          id="campaign-name"
          name="name"
          label="Campaign name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={120}
          error={errorFor('name')}
        />
        <Field id="campaign-template" name="templateId" label="Template" error={errorFor('templateId')}>
          {(control) => (
            <select
              {...control}
              value={templateId}
              onChange={(e) => setTemplateId(e.target.value)}
              className={`${fieldStyles.input} ${invalidStyles}`}
            >
              <option value="">Select a template…</option>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.size})
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset>
          <legend className={fieldStyles.label}>Type</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {(
              [
                ['single', 'Single Send', 'One recipient at a time'],
                ['neighbor', 'Neighbor Campaign', 'The homes around an address'],
              ] as const
            ).map(([value, label, hint]) => (
              <label
                key={value}
                className={`cursor-pointer rounded-lg border p-3 text-sm ${
                  type === value
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-slate-300 hover:bg-slate-50'
                }`}
              >
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <input
                    type="radio"
                    name="type"
                    value={value}
                    checked={type === value}
                    onChange={() => setType(value)}
                    className="accent-brand-600"
                  />
                  {label}
                </span>
                <span className="mt-1 block text-xs text-slate-600">{hint}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {type === 'neighbor' ? (
          <>
            <div>
              <label htmlFor="campaign-demographics" className={fieldStyles.label}>
                Demographic target {!isPro && <ProMark />}
              </label>
              <select
                id="campaign-demographics"
                name="demographics"
                value={demographics}
                onChange={(e) => chooseDemographic(e.target.value as DemographicTarget)}
                className={fieldStyles.input}
              >
                {DEMOGRAPHIC_TARGETS.map((key) => (
                  <option key={key} value={key}>
                    {DEMOGRAPHIC_LABELS[key]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="campaign-neighbors" className={fieldStyles.label}>
                Neighbors: <span className="tabular-nums">{neighborCount}</span>
              </label>
              <input
                id="campaign-neighbors"
                name="neighbor_count"
                type="range"
                min={NEIGHBOR_COUNT.min}
                max={NEIGHBOR_COUNT.max}
                step={NEIGHBOR_COUNT.step}
                value={neighborCount}
                onChange={(e) => setNeighborCount(Number(e.target.value))}
                className="mt-2 w-full accent-brand-600"
              />
              <div className="flex justify-between text-xs text-slate-500">
                <span>{NEIGHBOR_COUNT.min}</span>
                <span>{NEIGHBOR_COUNT.max}</span>
              </div>
            </div>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name="include_condo"
                checked={includeCondo}
                onChange={(e) => setIncludeCondo(e.target.checked)}
                className="accent-brand-600"
              />
              Include condos
            </label>
          </>
        ) : (
          // A Single Send keeps the neighbor settings it had (they come back with the type).
          <>
            <input type="hidden" name="demographics" value={demographics} />
            <input type="hidden" name="neighbor_count" value={neighborCount} />
            {includeCondo && <input type="hidden" name="include_condo" value="on" />}
          </>
        )}
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">Response tracking</legend>
          <TextField
            id="campaign-response-url"
            name="response_url"
            label={
              <>
                Response URL <span className="font-normal text-slate-500">(optional)</span>
              </>
            }
            value={responseUrl}
            onChange={(e) => setResponseUrl(e.target.value)}
            placeholder="example.com/offer"
            inputMode="url"
            hint={
              <>
                Every postcard gets a QR code of its own that leads here, so you see who responded.
                {localAppUrl && (
                  <span className="mt-1 block font-medium text-amber-800">
                    This app runs at a localhost address (APP_URL): printed QR codes will not open on a phone.
                  </span>
                )}
              </>
            }
            error={errorFor('response_url')}
          />
          <div>
            <label htmlFor="campaign-tracking-phone" className={fieldStyles.label}>
              Tracking phone {!isPro && <ProMark />}
            </label>
            <select
              id="campaign-tracking-phone"
              name="tracking_phone_id"
              value={trackingPhoneId}
              onChange={(e) => choosePhone(e.target.value)}
              aria-describedby="campaign-tracking-phone-hint"
              className={fieldStyles.input}
            >
              <option value="">None</option>
              {phones.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({formatPhoneNumber(p.phoneNumber)})
                </option>
              ))}
            </select>
            <p id="campaign-tracking-phone-hint" className="mt-1 text-xs text-slate-600">
              {phones.length
                ? 'Its calls count for this campaign. Write {{tracking_phone}} in the message to print it.'
                : 'Create a tracking phone number on the Tracking page to print one on your postcards.'}
            </p>
          </div>
        </fieldset>
        <FollowUpStepsEditor
          steps={steps}
          onChange={setSteps}
          templates={templates}
          type={type}
          hasResponseUrl={responseUrl.trim() !== ''}
          errorFor={errorFor}
        />
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            Cancel
          </button>
          <SubmitButton label={campaign ? 'Save Changes' : 'Create Campaign'} pendingLabel="Saving..." />
        </div>
      </form>
      {/* Inside the dialog, so that it is a layer above it. */}
      {upgrade && <PlanModal plans={plans} note={upgrade} onClose={() => setUpgrade(null)} />}
    </Dialog>
  );
}
