import { useContext, useEffect, useRef } from 'react';
import { scriptJson } from '../../domain/common/html';
import { UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router-dom';
import { headTags, PAGE_HEAD_SELECTOR, resolveHead, type HeadTag } from '../head';
import { useSettings } from './useSettings';

function elementOf({ element, attributes, json }: HeadTag): HTMLElement {
  const node = document.createElement(element);
  for (const [name, value] of attributes) node.setAttribute(name, value);
  // JSON-LD is a data block: the browser never runs it, so it needs no nonce.
  if (json !== undefined) node.textContent = scriptJson(json);
  return node;
}

/**
 * After client-side navigations, the head follows the page as the server would have written it: title,
 * description, robots, canonical, Open Graph and X cards, article dates, feeds and structured data
 * (the same headTags() as the server's HTML). The server's own tags stay until the first navigation.
 */
export function DocumentHead() {
  const matches = useMatches();
  const location = useLocation();
  const { publicUrl, siteName } = useSettings();
  // A route that failed (a missing product) names itself from its error, as the server did: the same title after hydration.
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  // The tags now in the head, as written: null until the first run, whose tags the server's HTML already holds.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const head = resolveHead(
      matches.map((m) => ({ handle: m.handle, data: m.data, error: errors?.[m.id], params: m.params, pathname: m.pathname })),
      location,
    );
    if (document.title !== head.title) document.title = head.title;
    const tags = headTags(head, { pathname: location.pathname, publicUrl, siteName });
    const written = JSON.stringify(tags);
    const first = applied.current === null;
    if (written === applied.current) return;
    applied.current = written;
    if (first) return;
    const previous = [...document.head.querySelectorAll(PAGE_HEAD_SELECTOR)];
    const before = previous[0] ?? document.head.querySelector('link[rel="stylesheet"]');
    for (const tag of tags) document.head.insertBefore(elementOf(tag), before);
    for (const node of previous) node.remove();
  }, [matches, location, errors, publicUrl, siteName]);
  return null;
}
