import 'server-only';
import Papa from 'papaparse';
import { withUserScope } from '@/lib/db/scoped';
import { readCampaignCounts, findOwnCampaign } from './get-campaign-results';
import { listResponders, type Responder } from './list-responders';

const EXPORT_PAGE = 1000;

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text.
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const line = (r: Responder) => [
  cell(r.name),
  cell(r.address),
  r.firstResponse.toISOString(),
  String(r.scans),
  String(r.calls),
  r.orderId ?? '',
];

/**
 * Every responder of the user's campaign as CSV, newest first response first, read a thousand
 * at a time through the responders index. Throws "Campaign not found" for another user's.
 */
export async function respondersCsv(userId: string, campaignId: string): Promise<{ name: string; csv: string }> {
  return withUserScope(userId, async (tx) => {
    const campaign = await findOwnCampaign(tx, userId, campaignId);
    const { responders: total } = await readCampaignCounts(tx, campaign.id);
    const lines: string[][] = [['Name', 'Address', 'First response', 'Scans', 'Calls', 'Order ID']];
    let after: string | undefined;
    for (;;) {
      const page = await listResponders(tx, userId, campaign, total, { page: after ? 2 : 1, after }, EXPORT_PAGE);
      lines.push(...page.rows.map(line));
      if (page.rows.length < EXPORT_PAGE || !page.lastId) break;
      after = page.lastId;
    }
    return { name: campaign.name, csv: Papa.unparse(lines) };
  });
}
