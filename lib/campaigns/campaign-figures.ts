/** What a campaign's results are computed from: counts and the money spent, in cents. */
export type CampaignCounts = { sent: number; responders: number; scans: number; calls: number; spentCents: number };

export type CampaignFigures = CampaignCounts & {
  /** Responders per postcard sent, in percent with one decimal; null before any card was sent. */
  responseRate: number | null;
  /** Spent per responder in whole cents (half a cent up); null without responders. */
  costPerResponseCents: number | null;
};

/** The figures of the results page and the API from the campaign's counts. */
export function campaignFigures(counts: CampaignCounts): CampaignFigures {
  return {
    ...counts,
    responseRate: counts.sent > 0 ? Math.round((counts.responders / counts.sent) * 1000) / 10 : null,
    costPerResponseCents: counts.responders > 0 ? Math.round(counts.spentCents / counts.responders) : null,
  };
}

/** "12.5%", or '—' before any card was sent. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);
