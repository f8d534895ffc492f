import type { CustomValue } from '@/lib/db/schema';
import type { DemographicTarget } from './demographics';

/** A campaign of the list as the campaign dialogs (Send, Edit, Bulk Send) take it (lib/campaigns/campaign-view.ts). */
export type CampaignView = {
  id: string;
  name: string;
  type: 'single' | 'neighbor';
  templateId: string;
  templateName: string;
  customValues: CustomValue[];
  demographics: DemographicTarget;
  neighborCount: number;
  includeCondo: boolean;
  /** Its recipients, less those of cancelled orders. */
  recipientCount: number;
  neighborRecipientCount: number;
  /** Postcards its completed orders mailed. */
  postcardsSent: number;
  createdLabel: string;
  /** Where each card's own QR code leads; '' for none. */
  responseUrl: string;
  trackingPhoneId: string | null;
  /** Paused: its follow-up steps place nothing until resumed. */
  paused: boolean;
  followUpSteps: FollowUpStepView[];
};

/** A live follow-up step as the campaign form edits it (decision 038). */
export type FollowUpStepView = {
  id: string;
  templateId: string;
  days: number;
  audience: 'non_responders' | 'responders' | 'everyone';
};
