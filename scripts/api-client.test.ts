import { generatedRouteModules, writtenRouteModules } from './api-client';

describe('the generated browser client', () => {
  it('When the contracts are read, then views/api/addresses/ holds exactly what they give (run `npm run api:client` after changing an endpoint)', () => {
    expect(Object.fromEntries(writtenRouteModules())).toEqual(Object.fromEntries(generatedRouteModules()));
  });
});
