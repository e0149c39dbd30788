import { captureLogs } from '../../test/support/logs';

describe('addresses in log lines', () => {
  it('When any line carries a url, then the tokens of status, unsubscribe, reset, sign-in and email-change links are redacted and the rest of the address is kept', () => {
    const logs = captureLogs('info');
    const addresses = [
      '/directories/status/Xq3vJ8pL2mN7?ref=mail',
      '/api/waitlist/unsubscribe/c2VhbGVk.dG9rZW4',
      '/api/auth/reset-password/rT5wY1zA4b?callbackURL=%2Fauth%2Freset-password',
      '/api/auth/magic-link/callback?token=mAgIc&next=%2Faccount',
      '/api/users/email/confirm?next=%2Faccount&token=cHaNgE',
      '/directories?q=status&page=2',
    ];
    for (const url of addresses) logs.logger.error({ url }, 'unhandled page error');
    expect(logs.atLeast(50).map((entry) => entry.url)).toEqual([
      '/directories/status/[redacted]?ref=mail',
      '/api/waitlist/unsubscribe/[redacted]',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Fauth%2Freset-password',
      '/api/auth/magic-link/callback?token=[redacted]&next=%2Faccount',
      '/api/users/email/confirm?next=%2Faccount&token=[redacted]',
      '/directories?q=status&page=2',
    ]);
  });
});
