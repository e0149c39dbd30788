// The project's ESLint configuration, which test/architecture.test.ts hands to ESLint's Node API.
declare module '*eslint.config.mjs' {
  const config: import('eslint').Linter.Config[];
  export default config;
}
