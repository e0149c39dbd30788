/** @type {import('jest').Config['transform']} */
const transform = {
  '^.+\\.(t|j)sx?$|\\.mjs$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    },
  ],
};
const common = {
  transform,
  // Jest's runtime, with compiled code shared by the test files of a worker (about half a CPU-second per file).
  runtime: '<rootDir>/test/support/cachingRuntime.js',
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Stylesheets are the bundler's business; server-side code never needs their contents.
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/emptyModule.ts' },
  // <rootDir>/data is the local services' folder; server/features/seo/data holds tests of its own.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/dist/', '<rootDir>/data/'],
  // better-auth, oRPC, parse5 and their dependencies ship ES modules only: Jest's CommonJS runtime needs them transformed.
  transformIgnorePatterns: ['/node_modules/(?!(parse5|entities|better-auth|@better-auth|better-call|@better-fetch|jose|@noble|nanostores|defu|rou3|kysely|uncrypto|@orpc|json-schema-typed|@standard-schema|escape-string-regexp)/)'],
};

/**
 * One test file per core: the suite is CPU-bound (350 CPU-seconds on a fast machine and 428-682 on slower ones on 2026-11-29,
 * budget 480; see docs/benchmarks.md), so two workers fill a 2-core machine and a bigger one runs more files at once. Past 8 the one shared MongoDB-compatible server becomes the bottleneck.
 * npm test runs browser and fault after the rest: Chromium beside integration files overfilled 2 cores (487 CPU-s against 407).
 */
const workers = Math.min(8, Math.max(2, require('node:os').availableParallelism()));

/** @type {import('jest').Config} */
const config = {
  maxWorkers: workers,
  // TEST_SHUFFLE_SEED=<n> runs the files in a shuffled order (test/support/shuffleSequencer.js).
  testSequencer: '<rootDir>/test/support/shuffleSequencer.js',
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{domain,server,views,jobs,client,scripts,test}/**/*.test.{ts,tsx}', '!**/*.int.test.*', '!**/*.browser.test.*', '!**/*.fault.test.*'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/{domain,server,views,jobs,client,scripts,test}/**/*.int.test.{ts,tsx}'] },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.browser.test.ts'] },
    // Outages on purpose (SMTP, Redis, MongoDB down; workers killed; SIGTERM under load), each test with servers of its own.
    { ...common, displayName: 'fault', testMatch: ['<rootDir>/test/fault/**/*.fault.test.ts'] },
  ],
};

module.exports = config;
