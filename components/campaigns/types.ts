import type { DemographicTarget } from '@/lib/campaigns/demographics';
import type { PostcardSize } from '@/lib/db/postcard-sizes';
import type { CustomValue } from '@/lib/db/schema';

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

/** A tracking number the campaign form offers for {{tracking_phone}}. */
export type PhoneOption = { id: string; name: string; phoneNumber: string };

export type TemplateOption = { id: string; name: string; size: PostcardSize };
