// npm run ledger:check: compares every user's kept balance with the sum of their completed
// transactions, every campaign's kept results, every send's kept figures and the kept Transaction
// History (decision 046) with their rows, on DATABASE_URL (or the embedded
// database, when no app holds its data folder). Prints each difference and exits 1 if there is
// any; 0 when the books agree.
import { loadEnvConfig } from '@next/env';

loadEnvConfig(process.cwd());

async function main() {
  const { getDatabase } = await import('../lib/db/client');
  const { findBalanceDrift } = await import('../lib/accounts/find-balance-drift');
  const { findCampaignResultsDrift } = await import('../lib/campaigns/find-campaign-results-drift');
  const { findSendFiguresDrift } = await import('../lib/sends/find-send-figures-drift');
  const { findHistoryDrift } = await import('../lib/billing/find-history-drift');
  const { formatCents } = await import('../lib/money/cents');
  const database = getDatabase();
  try {
    const drift = await findBalanceDrift(database.db);
    for (const d of drift) {
      console.error(`user ${d.userId}: kept ${formatCents(d.keptCents)}, ledger ${formatCents(d.ledgerCents)}`);
    }
    console.log(
      drift.length
        ? `Ledger check: ${drift.length} balance(s) differ from the ledger.`
        : `Ledger check: every balance matches the ledger (${database.kind}).`,
    );
    const results = await findCampaignResultsDrift(database.db);
    for (const r of results)
      console.error(`campaign ${r.campaignId}: kept results differ from its rows${r.day ? ` on ${r.day}` : ''}`);
    console.log(
      results.length
        ? `Campaign check: ${results.length} kept result(s) differ from the rows.`
        : 'Campaign check: every campaign’s results match its rows.',
    );
    const sends = await findSendFiguresDrift(database.db);
    for (const id of sends) console.error(`send ${id}: kept figures differ from its orders and ledger rows`);
    console.log(
      sends.length
        ? `Send check: ${sends.length} send(s) differ from their rows.`
        : 'Send check: every send’s figures match its rows.',
    );
    const history = await findHistoryDrift(database.db);
    for (const h of history) console.error(`history of user ${h.userId}: ${h.rule}`);
    console.log(
      history.length
        ? `History check: ${history.length} difference(s) between the Transaction History and the ledger.`
        : 'History check: every Transaction History line matches the ledger.',
    );
    process.exitCode = drift.length || results.length || sends.length || history.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
