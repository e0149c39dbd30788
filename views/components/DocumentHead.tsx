import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { resolveHead } from '../head';

function setMeta(selector: string, attribute: 'content' | 'href', value: string | undefined) {
  const element = document.head.querySelector(selector);
  if (element && value !== undefined) element.setAttribute(attribute, value);
}

/** After client-side navigations, keeps title, description, canonical and robots in step with the page. */
export function DocumentHead() {
  const matches = useMatches();
  const location = useLocation();
  useEffect(() => {
    const head = resolveHead(
      matches.map((m) => ({ handle: m.handle, data: m.data, params: m.params, pathname: m.pathname })),
      location,
    );
    if (document.title !== head.title) document.title = head.title;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('meta[property="og:title"]', 'content', head.title);
    setMeta('meta[property="og:description"]', 'content', head.description);
    setMeta('meta[name="robots"]', 'content', head.robots ?? 'index, follow');
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(head.canonicalPath ?? location.pathname, canonical.href).href;
  }, [matches, location]);
  return null;
}
