import { readFileSync } from 'node:fs';
import { GENERATED_CLIENT, generatedClientSource } from './api-client';

describe('the generated browser client', () => {
  it('When the contracts are read, then views/api/endpoints.generated.ts is what they give (run `npm run api:client` after changing an endpoint)', () => {
    expect(readFileSync(GENERATED_CLIENT, 'utf8')).toBe(generatedClientSource());
  });
});
