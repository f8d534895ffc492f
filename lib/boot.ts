import 'server-only';
import { describeAdminAccount, ensureAdminAccount } from '@/lib/auth/admin-account';
import { getDatabase } from '@/lib/db/client';
import { DataFolderInUseError } from '@/lib/db/data-folder-lock';
import { prepareDatabase } from '@/lib/db/prepare';
import { env, sandboxCapabilities } from '@/lib/env';
import { logError } from '@/lib/errors';
import { startBackgroundJobs } from '@/lib/jobs/background-jobs';
import { startRealtimeListener } from '@/lib/realtime/bus';
import { isLocalAppUrl } from '@/lib/urls/is-local-app-url';
import { serveFront } from '@/lib/tracking/front-service';
import { stopScheduledScanFold } from '@/lib/tracking/fold-scans';
import { flushScans } from '@/lib/tracking/record-scan';

// scripts/app-server.mjs calls this after its last response when told to stop (it cannot import lib/).
const GRACEFUL_STOP = Symbol.for('inkpost.graceful-stop');

/**
 * Start-up of a web process: validate the environment, open the database (embedded mode:
 * lock the data folder, migrate and seed), start the realtime listener and the background jobs,
 * and answer the front process that serves the short links (scripts/server.mjs).
 */
export async function boot(): Promise<void> {
  const config = env();
  const { modes } = config;
  console.log(
    `Inkpost: database ${modes.database}, auth ${modes.auth}, storage ${modes.storage}, ` +
      `payments ${modes.payments}, postcards ${modes.postcards}, maps ${modes.maps}, telephony ${modes.telephony}, mail ${modes.mail}`,
  );
  const sandboxes = sandboxCapabilities(modes);
  if (sandboxes.length) console.log(`Inkpost: sandbox providers: ${sandboxes.join(', ')}`);

  try {
    const database = getDatabase();
    if (database.kind === 'pglite') await prepareDatabase(database);
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      console.error(`\nInkpost cannot start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  try {
    console.log(describeAdminAccount(await ensureAdminAccount()));
  } catch (error) {
    // The app still serves; the next start tries again.
    logError('boot: admin account', error);
  }
  if (modes.mail === 'sandbox' && !isLocalAppUrl(config.APP_URL)) {
    console.warn(
      'Inkpost: mail runs as a sandbox: password-reset links are kept in /sandbox/mail (open to the signed-in admin only). ' +
        'Set SMTP_URL before real users need them.',
    );
  }
  await startRealtimeListener();
  const stopJobs = startBackgroundJobs();
  serveFront();
  (globalThis as { [GRACEFUL_STOP]?: (step: (what: string) => void) => Promise<void> })[GRACEFUL_STOP] = async (
    step,
  ) => {
    // The gathered scans first (those of app/r/[id]/route.ts; the front wrote its own before it
    // asked this process to stop): they exist only in this process, while a fold in hand (which
    // may take seconds under heavy scanning) leaves nothing claimed if the platform kills us meanwhile.
    step('writing the gathered scans');
    await flushScans();
    step('the scan fold in hand');
    await stopScheduledScanFold();
    step('the background job in hand');
    await stopJobs();
    step('stopped');
  };
}
