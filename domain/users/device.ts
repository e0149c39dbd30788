/**
 * A session's device in a few words ("Chrome on macOS") from the User-Agent it signed in with. Only the browser
 * family and the system are named: enough to recognise one's own sessions, no version or fingerprint detail.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrom(e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Unknown device';

export function deviceOf(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  if (!agent.trim()) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system)!;
  // Not a browser (a script, an API client): its own first product name.
  const product = /^[A-Za-z][\w.-]{0,30}/.exec(agent.trim())?.[0];
  return product ? `Other (${product})` : UNKNOWN_DEVICE;
}
