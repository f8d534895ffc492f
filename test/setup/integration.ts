import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setDatabase, type Database } from '@/lib/db/client';
import { setEnvForTests } from '@/lib/env';
import { setHookResolverForTests } from '@/lib/hooks/post-to-public-host';
import { stopScheduledScanFold } from '@/lib/tracking/fold-scans';
import { forgetSandboxOffset, setClockForTests } from '@/lib/time/clock';
import { clearTrackingUrlCache } from '@/lib/tracking/resolve-tracking-url';
import { dropAfterResponse } from '../support/after-response';
import { takeContractViolations, watchProviderContracts } from '../support/contracts';
import { ledgerViolations } from '../support/ledger';
import { mswServer, unhandledRequests } from '../support/msw';
import { resetRequest } from '../support/request-context';
import { openTestDatabase, resetTestDatabase } from '../support/test-database';

vi.mock('next/headers', async () => (await import('../support/request-context')).nextHeadersMock);
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (await import('../support/after-response')).nextServerAfterMock,
}));
vi.mock('next/cache', () => ({
  revalidatePath: () => {},
  revalidateTag: () => {},
  refresh: () => {},
  updateTag: () => {},
}));

// As under scripts/server.mjs (`npm start`): the client address header is the server's own.
// (SERVER_SETS_CLIENT_ADDRESS of lib/auth/client-ip.ts.)
(globalThis as Record<symbol, unknown>)[Symbol.for('inkpost.server-sets-client-address')] = true;

let database: Database;
// The integration projects run without isolation (vitest.config.mts): a worker runs file after
// file in one module graph, so the files share one database, opened and migrated once, and each
// file leaves no spy, stub or fake timer behind for the next.
const SHARED = Symbol.for('inkpost.test-database');
const shared = globalThis as { [SHARED]?: Promise<Database> };

beforeAll(async () => {
  setEnvForTests({ ADMIN_EMAIL: 'admin@inkpost.test', APP_URL: 'http://localhost:3000' });
  database = await (shared[SHARED] ??= openTestDatabase());
  setDatabase(database);
  // Hook targets are public names answered by MSW: they resolve to a public address (example.com's).
  setHookResolverForTests(async () => [{ address: '93.184.215.14', family: 4 }]);
  mswServer.listen({
    onUnhandledRequest(request) {
      unhandledRequests.push(`${request.method} ${request.url}`);
    },
  });
  watchProviderContracts(mswServer);
});

beforeEach(async () => {
  await resetTestDatabase(database);
  resetRequest();
  unhandledRequests.length = 0;
  await clearTrackingUrlCache();
  dropAfterResponse();
  setClockForTests(null);
  forgetSandboxOffset();
});

afterEach(async () => {
  mswServer.resetHandlers();
  await stopScheduledScanFold();
  // What the code sent to a provider, and what a fake answered, must be what the provider documents.
  const contractViolations = await takeContractViolations();
  if (unhandledRequests.length) {
    const list = unhandledRequests.splice(0).join(', ');
    throw new Error(`The test made outside requests that no MSW handler answers: ${list}`);
  }
  if (contractViolations.length) {
    throw new Error(
      `Provider contract violated (test/contracts/specs):\n${contractViolations.map((v) => `  ${v}`).join('\n')}`,
    );
  }
  // Whatever a test did, the money must still add up.
  const violations = await ledgerViolations();
  if (violations.length) {
    throw new Error(`Ledger invariant broken:\n${violations.map((v) => `  ${v.rule}: ${v.detail}`).join('\n')}`);
  }
});

afterAll(() => {
  mswServer.events.removeAllListeners();
  mswServer.close();
  setDatabase(undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
