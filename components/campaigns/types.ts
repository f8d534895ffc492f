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
  createdLabel: string;
};

export type TemplateOption = { id: string; name: string; size: PostcardSize };
