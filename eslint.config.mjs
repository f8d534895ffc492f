// ESLint flat config: Next's core-web-vitals (React, React Hooks, @next/next), typescript-eslint,
// and the whole recommended jsx-a11y set (Next enables only six of its rules). `npm test` runs it
// with --max-warnings 0.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const LEFTOVER_MESSAGE =
  'A merge or patch leftover (*.orig, *.rej) is not part of the source: delete it (issue 34, point 5).';

/**
 * Refuses `*.orig` and `*.rej` files wherever they are in the tree: `git merge`, `patch` and
 * editors leave them beside the file they were made from, where they are easy to commit and
 * confuse every search. The processor reads nothing of the file and reports it as one error.
 */
const leftovers = {
  processors: {
    refuse: {
      preprocess: () => [''],
      postprocess: () => [{ ruleId: null, fatal: true, severity: 2, message: LEFTOVER_MESSAGE, line: 1, column: 1 }],
      supportsAutofix: false,
    },
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx}'],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    rules: {
      // `_`-prefixed names mark what is unused on purpose (a destructured field left out).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The direction of imports (decision 030): app → components → actions → lib.
    files: ['components/**', 'lib/**', 'actions/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'Only app/ may import from app/ (decision 030).' }] },
      ],
    },
  },
  {
    // lib/ decides and components/ shows: a type both need lives in lib/ (issue 34, point 5).
    files: ['lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'Only app/ may import from app/ (decision 030).' },
            { group: ['@/components/*'], message: 'lib/ does not import from components/: move the type to lib/.' },
          ],
        },
      ],
    },
  },
  {
    // The Zapier app (integrations/zapier) is CommonJS for Node, as Zapier runs it: require() is
    // its import, and the same rules as the rest apply otherwise.
    files: ['integrations/zapier/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.orig', '**/*.rej'],
    plugins: { leftovers },
    processor: 'leftovers/refuse',
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.next-bench/**',
    '.data/**',
    'node_modules/**',
    'integrations/*/node_modules/**',
    'integrations/zapier/build/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'lib/db/migrations/**',
  ]),
]);
