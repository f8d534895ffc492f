import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { OUTSIDE_SERVER_ADDRESS } from './e2e/support/outside-network';

// E2E_PORT lets two checkouts run their suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT || 3100);
// A data folder per port, and E2E_DIST_DIR for a build of its own, so side-by-side suites never share either.
export const E2E_DATA_DIR = PORT === 3100 ? '.data/e2e' : `.data/e2e-${PORT}`;
const E2E_DIST_DIR = process.env.E2E_DIST_DIR || '.next-e2e';
/** The specs that move the sandbox clock (e2e/support/clock.ts). */
const CLOCK_SPECS = /(scheduled-sends|follow-up-steps|audiences)\.spec\.ts/;
/** The specs whose browser runs on another host (e2e/support/outside-network.ts). */
const OUTSIDE_SPECS = /from-another-address\.spec\.ts/;
export const E2E_ADMIN_EMAIL = 'admin@inkpost.test';
// The app creates the admin account at its first start with this password (ADMIN_PASSWORD).
export const E2E_ADMIN_PASSWORD = 'admin-postcards-2026';

/** The environment of an e2e server on `port`: a fresh embedded database, every provider in sandbox mode. */
export function e2eServerEnv(port: number, dataDir = E2E_DATA_DIR): Record<string, string> {
  return {
    NEXT_DIST_DIR: E2E_DIST_DIR,
    INKPOST_DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN_EMAIL,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    SMTP_URL: '',
    TRUSTED_PROXIES: '',
    APP_URL: `http://localhost:${port}`,
    DATABASE_URL: '',
    NEXT_PUBLIC_SUPABASE_URL: '',
    NEXT_PUBLIC_SUPABASE_ANON_KEY: '',
    STRIPE_SECRET_KEY: '',
    THANKSIO_API_TOKEN: '',
    GOOGLE_MAPS_API_KEY: '',
    TWILIO_ACCOUNT_SID: '',
    TWILIO_AUTH_TOKEN: '',
  };
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not reachable here.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/pricing\.spec\.ts/, CLOCK_SPECS, OUTSIDE_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // A browser on another host: the server sees its requests come from 10.231.0.2, not loopback.
    {
      name: 'outside',
      testMatch: OUTSIDE_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://${OUTSIDE_SERVER_ADDRESS}:${PORT}`,
        launchOptions: {
          executablePath: path.resolve('e2e/support/chromium-outside.sh'),
          args: CHROMIUM_ARGS,
        },
      },
    },
    // Move the server's sandbox clock, which every account shares: one at a time, after the rest.
    {
      name: 'clock',
      testMatch: CLOCK_SPECS,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Changes the prices every customer sees: runs alone, once every other spec is done.
    {
      name: 'pricing',
      testMatch: /pricing\.spec\.ts/,
      dependencies: ['clock'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // A fresh embedded database for every run, every provider in sandbox mode.
    command: `node e2e/support/start-server.mjs ${PORT}`,
    url: `http://localhost:${PORT}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: e2eServerEnv(PORT),
  },
});
