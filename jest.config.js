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
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/data/'],
};

/** @type {import('jest').Config} */
const config = {
  maxWorkers: 2,
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{server,views,jobs,client,scripts}/**/*.test.{ts,tsx}', '!**/*.int.test.*'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/{server,views,jobs,client,scripts,test}/**/*.int.test.{ts,tsx}'] },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.browser.test.ts'] },
  ],
};

module.exports = config;
