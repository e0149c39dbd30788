import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The dependency direction of ARCHITECTURE.md: domain/ imports nothing of ours; views/ and client/ never reach
 * the server; server/ (except server/ssr and server/delivery), jobs/ and scripts/ never import views/; server/ never
 * imports jobs/ or scripts/, which build on it. A wrong import fails `npm test`.
 */
const boundaries = [
  { target: './domain', from: ['./server', './views', './jobs', './scripts', './client', './test'], message: 'domain/ holds rules and types only: it imports nothing else of ours.' },
  { target: './views', from: ['./server', './jobs', './scripts', './client'], message: 'views/ run in the browser too: reach data through views/siteApi.ts, never server code.' },
  { target: './client', from: ['./server', './jobs', './scripts'], message: 'client/ is the browser bundle: it talks to the server over /api.' },
  { target: ['./server/!(ssr|delivery)/**', './server/*.ts', './jobs', './scripts'], from: './views', message: 'Only server/ssr and server/delivery read views; shared rules, texts and types belong in domain/.' },
];

/** What server/ ships builds on nothing above it (its tests may drive the CLI and the worker). */
const serverBelowProcesses = { target: './server', from: ['./jobs', './scripts'], message: 'server/ never imports jobs/ or scripts/: the worker process and the CLI build on server/ (its core and the registry), not the other way.' };

/**
 * Features depend one way: each may import only the features before it in this order (lower layers first), so no
 * two feature folders import each other, even through a third. The wiring (server/features/registry.ts,
 * apiImplementation.ts) assembles what crosses features: emails, queues, commands, seeders, endpoints.
 */
export const FEATURE_ORDER = ['uploads', 'mail', 'plans', 'site', 'auth', 'directory', 'listings', 'blog', 'waitlist', 'catalogue', 'seo', 'social', 'orders', 'launches', 'payments', 'users', 'workspace', 'admin', 'docs'];
const featureLayers = FEATURE_ORDER.slice(0, -1).map((feature, i) => ({
  target: `./server/features/${feature}`,
  from: FEATURE_ORDER.slice(i + 1).map((later) => `./server/features/${later}`),
  message: `Features depend one way (FEATURE_ORDER in eslint.config.mjs): ${feature} may not import a later feature; pass the action through an interface the registry wires.`,
}));

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'uploads/**', '.tools/**', 'node_modules/**', 'test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through server/core/config.ts' }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, serverBelowProcesses, ...featureLayers] }],
    },
  },
  {
    // Small named operations: a function that grows past a screenful is split into named steps (tests excepted).
    files: ['{server,views,jobs,domain,client,scripts}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 100 }] },
  },
  {
    // Tests set up their data through any feature's services; the one-way rule is about what the features ship.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    // Entry points, scripts and tests may read the environment; everything else gets a Config.
    files: ['server/core/config.ts', 'server/main.ts', 'jobs/worker.ts', 'scripts/**', 'test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The programmatic pages' copy and the catalogue's seed are JSON read on first use (server/features/seo/data/load.ts): a require in a function.
    files: ['server/features/seo/data/*.ts', 'server/features/catalogue/seed.ts'],
    rules: { '@typescript-eslint/no-require-imports': ['error', { allow: ['\\.json$', '^world-countries$'] }] },
  },
  { files: ['**/*.{js,cjs,mjs}'], languageOptions: { globals: globals.node }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
