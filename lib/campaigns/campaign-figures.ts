/**
 * What a campaign's results are computed from, in cards and in people, money in cents.
 * A household is one recipient of the campaign: its first card and every follow-up card go to the
 * same recipient row (decision 038), and a neighbor order's cards each reach a household of their
 * own (their scans, on the order's one shared link, count as one responder).
 */
export type CampaignCounts = {
  /** Postcards mailed (completed orders, a neighbor order counting each neighbor it mailed). */
  sent: number;
  /** Cards whose own QR link was scanned: one household scanning its first card and a follow-up counts twice here. */
  responders: number;
  /** Households mailed at least one card. */
  households: number;
  /** Households that scanned any of their cards. */
  respondingHouseholds: number;
  scans: number;
  calls: number;
  spentCents: number;
};

export type CampaignFigures = CampaignCounts & {
  /** Responding households per household mailed, in percent with one decimal; null before any card was sent. */
  responseRate: number | null;
  /** Spent per responding household in whole cents (half a cent up); null without responders. */
  costPerResponseCents: number | null;
};

/** The figures of the results page and the API from the campaign's counts. */
export function campaignFigures(counts: CampaignCounts): CampaignFigures {
  return {
    ...counts,
    responseRate:
      counts.households > 0 ? Math.round((counts.respondingHouseholds / counts.households) * 1000) / 10 : null,
    costPerResponseCents:
      counts.respondingHouseholds > 0 ? Math.round(counts.spentCents / counts.respondingHouseholds) : null,
  };
}

/**
 * The figures of one step's cards (the first card, or a follow-up step): a step mails a household
 * at most once, so its cards are its households and its scanned cards its responders.
 */
export function stepFigures(counts: Omit<CampaignCounts, 'households' | 'respondingHouseholds'>): CampaignFigures {
  return campaignFigures({ ...counts, households: counts.sent, respondingHouseholds: counts.responders });
}

/** "12.5%", or '—' before any card was sent. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);

/** "1 of 3 households responded", as the results page says what its rate counts. */
export function householdsLine(respondingHouseholds: number, households: number): string {
  const n = (v: number) => v.toLocaleString('en-US');
  return `${n(respondingHouseholds)} of ${n(households)} household${households === 1 ? '' : 's'} responded`;
}
