import { judgeAddress, mayConnect } from './addressPolicy';

describe('which addresses the page reader may reach (website-infos, backlink checks)', () => {
  it('When the address is link-local or a cloud metadata service, in any spelling, then it is never reached', () => {
    for (const address of ['169.254.169.254', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', 'fd00:ec2::254', '[fd00:ec2::254]', 'fe80::1', '100.100.100.200', '0.0.0.0', '::', '224.0.0.1']) {
      expect([address, judgeAddress(address)]).toEqual([address, 'never']);
      expect(mayConnect(address, true)).toBe(false);
    }
  });

  it('When the address is loopback or private, then only the setting lets it through', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '10.1.2.3', '172.20.0.1', '192.168.1.1', 'fd12::1', '100.64.0.1']) {
      expect([address, judgeAddress(address)]).toEqual([address, 'private']);
      expect(mayConnect(address, false)).toBe(false);
      expect(mayConnect(address, true)).toBe(true);
    }
  });

  it('When the address is public, then it is allowed; a name that is not an address is not', () => {
    expect(judgeAddress('93.184.216.34')).toBe('allowed');
    expect(judgeAddress('2606:4700::1111')).toBe('allowed');
    expect(judgeAddress('example.com')).toBe('never');
  });
});
