import { inertText } from './inertText';

describe('inertText', () => {
  it('When submitted text holds an address or a host name, then no part of it is left for a mail client to turn into a link', () => {
    expect(inertText('Verify now at https://evil.example/login')).toBe('Verify now at https[:]//evil[.]example/login');
    expect(inertText('www.bank.example or mail help@bank.example')).toBe('www[.]bank[.]example or mail help@bank[.]example');
    expect(inertText('evil。example and evil．example')).toBe('evil[.]example and evil[.]example');
  });

  it('When submitted text names no address, then it reads as typed', () => {
    for (const text of ['Your account is locked verify now', 'Version 2.0 ships today. Try it', 'Rocket <script>']) expect(inertText(text)).toBe(text);
  });
});
