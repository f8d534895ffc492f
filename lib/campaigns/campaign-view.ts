import type { CampaignView } from './campaign-view-types';
import type { DemographicTarget } from './demographics';
import type { CampaignListItem } from './list-campaigns';

/** A campaign of the list as the campaign dialogs (Send, Edit, Bulk Send) take it. */
export function campaignView(c: CampaignListItem): CampaignView {
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    templateId: c.templateId,
    templateName: c.templateName,
    customValues: c.templateCustomValues,
    demographics: c.demographics as DemographicTarget,
    neighborCount: c.neighborCount,
    includeCondo: c.includeCondo,
    recipientCount: c.recipientCount,
    neighborRecipientCount: c.neighborRecipientCount,
    postcardsSent: c.postcardsSent,
    createdLabel: c.createdAt.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
    responseUrl: c.responseUrl ?? '',
    trackingPhoneId: c.trackingPhoneId,
    paused: c.pausedAt !== null,
    followUpSteps: c.followUpSteps,
  };
}
