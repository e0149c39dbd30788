import { BlockList, isIP } from 'node:net';

/** Never fetched, whatever the settings: link-local (cloud metadata lives there), unspecified, multicast, reserved. */
const NEVER = new BlockList();
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud's metadata service
NEVER.addSubnet('224.0.0.0', 3, 'ipv4'); // multicast, reserved and broadcast
NEVER.addAddress('::', 'ipv6');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6
NEVER.addSubnet('ff00::', 8, 'ipv6');

/** Fetched only with WEBSITE_INFO_ALLOW_PRIVATE=on: loopback, private networks, carrier NAT, benchmarking, NAT64. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addSubnet('198.18.0.0', 15, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('64:ff9b::', 96, 'ipv6');

export type AddressVerdict = 'allowed' | 'private' | 'never';

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d or ::ffff:7f00:1) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  const found = /^(?:(?:0{1,4}:){5}|::)ffff:(.+)$/.exec(lower);
  const mapped = found?.[1];
  if (mapped && isIP(mapped) === 4) return { address: mapped, family: 'ipv4' };
  const hex = mapped && /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(mapped);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
    return { address: `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, family: 'ipv4' };
  }
  return { address: lower, family: isIP(lower) === 4 ? 'ipv4' : 'ipv6' };
}

/** Where an IP address stands: any public address is allowed; anything that is not an IP address is refused. */
export function judgeAddress(address: string): AddressVerdict {
  if (!isIP(address.replace(/^\[|\]$/g, ''))) return 'never';
  const ip = unmapped(address);
  if (NEVER.check(ip.address, ip.family)) return 'never';
  if (PRIVATE.check(ip.address, ip.family)) return 'private';
  return 'allowed';
}

/** True when the fetcher may connect to this address under the setting. */
export const mayConnect = (address: string, allowPrivate: boolean) => {
  const verdict = judgeAddress(address);
  return verdict === 'allowed' || (verdict === 'private' && allowPrivate);
};
