import type { PostcardSize } from '@/lib/db/postcard-sizes';

// The campaign's view types are lib's (lib/campaigns/campaign-view.ts makes them); the dialogs
// import them from here as before.
export type { CampaignView, FollowUpStepView } from '@/lib/campaigns/campaign-view-types';

/** A tracking number the campaign form offers for {{tracking_phone}}. */
export type PhoneOption = { id: string; name: string; phoneNumber: string };

export type TemplateOption = { id: string; name: string; size: PostcardSize };
