import { matchRoutes } from 'react-router-dom';
import { isCachedForEveryone, routes } from '../../views/routes';

/** True when the page at a path is the same for every visitor, as the route table says (views/routes.tsx). */
export function isCachedPagePath(path: string): boolean {
  const matches = matchRoutes(routes, path);
  return isCachedForEveryone(matches?.[matches.length - 1]?.route.id);
}
