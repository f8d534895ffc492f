import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // 'server-only' throws outside React Server Components; tests run the same code in plain Node.
  'server-only': path.resolve(import.meta.dirname, 'test/setup/empty-module.ts'),
};

const integration = (name: string, database: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    include: ['test/integration/**/*.test.ts'],
    setupFiles: ['test/setup/integration.ts'],
    env: { INKPOST_TEST_DATABASE: database, NODE_ENV: 'test' as const },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph and one database per worker rather than per file: importing the app and
    // opening a database cost each file seconds (test/setup/integration.ts shares the database).
    isolate: false,
  },
});

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
          ],
          environment: 'node',
        },
      },
      integration('integration', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});
