/** @type {import('jest').Config['transform']} */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    },
  ],
};
const common = {
  transform,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  // Stylesheets are the bundler's business; server-side code never needs their contents.
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/emptyModule.ts' },
  // <rootDir>/data is the local services' folder; server/features/seo/data holds tests of its own.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/dist/', '<rootDir>/data/'],
};

/** @type {import('jest').Config} */
const config = {
  maxWorkers: 2,
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{domain,server,views,jobs,client,scripts,test}/**/*.test.{ts,tsx}', '!**/*.int.test.*', '!**/*.browser.test.*'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/{domain,server,views,jobs,client,scripts,test}/**/*.int.test.{ts,tsx}'] },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.browser.test.ts'] },
  ],
};

module.exports = config;
