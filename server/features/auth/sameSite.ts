import type { Request } from 'express';

/**
 * True when the browser says a request was sent by a page of this site (Sec-Fetch-Site same-origin or same-site), or,
 * from a browser that does not send it, when its Origin is this site's. A request that says neither is refused: this
 * check guards what must be done by a visitor's own hand on this site (using a sign-in link).
 */
export function sentFromThisSite(req: Request, publicOrigin: string): boolean {
  const site = req.get('Sec-Fetch-Site');
  if (site) return site === 'same-origin' || site === 'same-site';
  const origin = req.get('Origin');
  return origin === publicOrigin || origin === `${req.protocol}://${req.get('host')}`;
}
