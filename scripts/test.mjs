// npm test: lint, format and type checks, then unit and integration tests (Vitest) and the Zapier
// app's schema check, then the end-to-end tests (Playwright in Chromium) against a production build
// in sandbox mode. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

const steps = [
  ['ESLint', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0']],
  ['Prettier: format check', [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']],
  ['TypeScript: type check', [bin('typescript', 'bin/tsc'), '--noEmit']],
  ['Vitest: unit and integration', [bin('vitest', 'vitest.mjs'), 'run']],
  // The Zapier app's definition against Zapier's schema; its Zaps run in e2e/zapier.spec.ts.
  ['Zapier app: schema', ['--test', 'integrations/zapier/test/']],
  // A build of its own, so a running `npm start` keeps its .next.
  ['Build for end-to-end tests', [bin('next', 'dist/bin/next'), 'build'], { NEXT_DIST_DIR: '.next-e2e' }],
  ['Playwright: end-to-end', [bin('@playwright/test', 'cli.js'), 'test']],
];

for (const [title, args, extraEnv = {}] of steps) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
  });
  // Each step's time, so a slow CI run says where its minutes went.
  console.log(`=== ${title}: ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nAll test suites passed.');
