import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router-dom';
import { resolveHead } from '../head';

function setMeta(selector: string, attribute: 'content' | 'href', value: string | undefined) {
  const element = document.head.querySelector(selector);
  if (element && value !== undefined) element.setAttribute(attribute, value);
}

/** After client-side navigations, keeps title, description, canonical and robots in step with the page. */
export function DocumentHead() {
  const matches = useMatches();
  const location = useLocation();
  // A route that failed (a missing product) names itself from its error, as the server did: the same title after hydration.
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  useEffect(() => {
    const head = resolveHead(
      matches.map((m) => ({ handle: m.handle, data: m.data, error: errors?.[m.id], params: m.params, pathname: m.pathname })),
      location,
    );
    if (document.title !== head.title) document.title = head.title;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('meta[property="og:title"]', 'content', head.title);
    setMeta('meta[property="og:description"]', 'content', head.description);
    setMeta('meta[name="robots"]', 'content', head.robots ?? 'index, follow');
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(head.canonicalPath ?? location.pathname, canonical.href).href;
  }, [matches, location, errors]);
  return null;
}
