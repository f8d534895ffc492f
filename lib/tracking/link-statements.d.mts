// The types of link-statements.mjs (plain JavaScript so that the front process can run it).
export const TRACKING_LINKS_CHANNEL: 'tracking_links';
export type LinkStatement = 'linksAfter' | 'linksById' | 'linksOfCampaigns' | 'insertScans';
export const LINK_STATEMENTS: Record<LinkStatement, string>;
export function arrayLiteral(values: Array<string | number>): string;
/** A row of the link statements. */
export type LinkRow = { id: string; target_url: string; user_id: string };
