import type { Router } from 'express';

/** One route an Express router answers: its method and full path pattern (Express syntax, e.g. /api/plans/:id). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: string;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const join = (prefix: string, path: string) => `${prefix}${path === '/' ? '' : path}`.replace(/\/{2,}/g, '/') || '/';

/** Every route registered on a router and the routers mounted in it, with their mount paths. */
export function registeredRoutes(router: Pick<Router, 'stack'>, prefix = ''): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const layer of router.stack as unknown as Layer[]) {
    if (layer.route) {
      for (const path of [layer.route.path].flat()) {
        for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path: join(prefix, path) });
      }
    } else if (layer.handle?.stack && typeof layer.rawPath === 'string') {
      routes.push(...registeredRoutes(layer.handle as Pick<Router, 'stack'>, join(prefix, layer.rawPath)));
    }
  }
  return routes;
}

/** A path's segments, without empty ones ("/api//plans/" is api, plans). */
export const pathSegments = (path: string) => path.split('/').filter(Boolean);

// Patterns are few and fixed (the routes and their access rules): each is split once.
const patternSegments = new Map<string, string[]>();

/** True when a request path's segments fit a pattern whose `:name` segments match any one segment. */
export function segmentsMatch(pattern: string, got: readonly string[]): boolean {
  let want = patternSegments.get(pattern);
  if (!want) patternSegments.set(pattern, (want = pathSegments(pattern)));
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}
