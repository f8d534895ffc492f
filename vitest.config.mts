import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // 'server-only' throws outside React Server Components; tests run the same code in plain Node.
  'server-only': path.resolve(import.meta.dirname, 'test/setup/empty-module.ts'),
};

const INTEGRATION = 'test/integration';
// A file that replaces an app module with vi.mock needs a module graph of its own: in a shared one
// the app has already imported the real module.
const MOCKING = fs
  .readdirSync(INTEGRATION)
  .filter(
    (file) => file.endsWith('.test.ts') && fs.readFileSync(path.join(INTEGRATION, file), 'utf8').includes('vi.mock('),
  )
  .map((file) => `${INTEGRATION}/${file}`);

const integration = (name: string, database: 'pglite' | 'postgres', shared: boolean) => ({
  resolve: { alias },
  test: {
    name: shared ? name : `${name}-isolated`,
    include: shared ? [`${INTEGRATION}/**/*.test.ts`] : MOCKING,
    exclude: shared ? MOCKING : [],
    setupFiles: ['test/setup/integration.ts'],
    env: { INKPOST_TEST_DATABASE: database, NODE_ENV: 'test' as const },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph and one database per worker rather than per file: importing the app and
    // opening a database cost each file seconds (test/setup/integration.ts shares the database).
    isolate: !shared,
  },
});

/** The integration tests on one database: most files sharing a worker's module graph, the mocking ones alone. */
const integrationProjects = (name: string, database: 'pglite' | 'postgres') => [
  integration(name, database, true),
  ...(MOCKING.length ? [integration(name, database, false)] : []),
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Two workers even on two cores: integration tests spend much of their time waiting on
    // PostgreSQL, a separate process.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'lib/**/*.test.ts',
            'components/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
            'test/contracts/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      ...integrationProjects('integration', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? integrationProjects('integration-postgres', 'postgres') : []),
    ],
  },
});
