import type { ParsedCsv } from '@/lib/bulk/parse-recipients-csv';

// Client-safe: the follow-up buttons import these.
export const FOLLOW_UP_MESSAGES = {
  loadFailed: 'Failed to load the recipients to follow up',
  nobody: {
    responders: 'Nobody has responded to this campaign yet.',
    non_responders: 'Nobody to follow up: every postcard mailed so far got a response, or none was mailed yet.',
  },
} as const;

export type FollowUpAudience = 'responders' | 'non_responders';

export type FollowUpList = ParsedCsv & {
  /** What the Bulk Send dialog calls the list, e.g. "Responders of Spring promo". */
  name: string;
  /** Recipients beyond Bulk Send's row limit, left out. */
  leftOut: number;
};
