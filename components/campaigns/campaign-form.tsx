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
import { showToast } from '@/components/feedback/toast-store';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import { CAMPAIGN_MESSAGES } from '@/lib/validation/campaign-messages';
import { NEIGHBOR_COUNT, type DemographicTarget } from '@/lib/campaigns/demographics';
import { CampaignNeighborFields } from './campaign-form-neighbor-fields';
import { CampaignTrackingFields } from './campaign-form-tracking';
import { CampaignTypeChoice } from './campaign-form-type';
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
    showToast(campaign ? `Campaign “${name.trim()}” saved.` : `Campaign “${name.trim()}” created.`);
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
        <CampaignTypeChoice type={type} onChange={setType} />
        <CampaignNeighborFields
          type={type}
          isPro={isPro}
          settings={{ demographics, neighborCount, includeCondo }}
          onDemographic={chooseDemographic}
          onChange={(settings) => {
            setNeighborCount(settings.neighborCount);
            setIncludeCondo(settings.includeCondo);
          }}
        />
        <CampaignTrackingFields
          responseUrl={responseUrl}
          onResponseUrl={setResponseUrl}
          trackingPhoneId={trackingPhoneId}
          onPhone={choosePhone}
          phones={phones}
          isPro={isPro}
          localAppUrl={localAppUrl}
          error={errorFor('response_url')}
        />
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
