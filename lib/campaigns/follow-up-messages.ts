import type { ParsedCsv } from '@/lib/bulk/parse-recipients-csv';

// Client-safe: the follow-up buttons import these.
export const FOLLOW_UP_MESSAGES = {
  loadFailed: 'Failed to load the recipients to follow up',
  /** Why there is nobody to follow up, as the campaign's records say it. */
  nobody: {
    noResponseUrl:
      'Nobody to follow up: this campaign has no response URL, so its postcards carry no QR code and no response is recorded.',
    nothingMailed: 'Nobody to follow up yet: no postcard of this campaign has been mailed.',
    noResponders: 'Nobody has responded to this campaign yet.',
    everybodyResponded: 'Nobody to follow up: everybody mailed so far responded.',
  },
} as const;

export type FollowUpAudience = 'responders' | 'non_responders';

export type FollowUpList = ParsedCsv & {
  /** What the Bulk Send dialog calls the list, e.g. "Responders of Spring promo". */
  name: string;
  /** Recipients beyond Bulk Send's row limit, left out. */
  leftOut: number;
  /** When there are no rows: the true reason, one of FOLLOW_UP_MESSAGES.nobody. */
  nobody: string | null;
};
