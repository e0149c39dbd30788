import { createContext, useContext, useId, type ComponentType, type ReactElement } from 'react';
import { ISLAND_ATTRIBUTES } from './islandAttributes';

/** Renders one island as a React root of its own (server/ssr/render.tsx), so its markup is what hydrateRoot expects. */
export type IslandRenderer = (element: ReactElement, identifierPrefix: string) => string;

/** Set only while the server renders a page served as islands (a route with `handle.hydration: 'islands'`). */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/**
 * A kind of island, declared once beside its component: the server writes its name on the wrapper, and
 * client/hydrateIslands.tsx finds the component by that name. The component must not use the router or RootLayout's
 * contexts: everything it needs comes in its props, which must be JSON.
 */
interface IslandKind<P extends object> {
  name: string;
  component: ComponentType<P>;
  /** Hydrated as the page opens, not at the visitor's first sign of intent (client/hydrateOnIntent.tsx). */
  actsAtOnce: boolean;
}

export function defineIsland<P extends object>(name: string, component: ComponentType<P>, { actsAtOnce = false } = {}): IslandKind<P> {
  return { name, component, actsAtOnce };
}

interface IslandProps<P extends object> {
  kind: IslandKind<P>;
  props: P;
  /** A <span> instead of a <div>, for islands inside a paragraph. */
  inline?: boolean;
}

/**
 * An interactive part of a page. On pages hydrated by the router it is just the component; on island pages the
 * server renders it in a wrapper that carries its props, and client/hydrateIslands.tsx hydrates that wrapper alone.
 */
export function Island<P extends object>({ kind: { name, component: Component, actsAtOnce }, props, inline = false }: IslandProps<P>) {
  const render = useContext(IslandRendererContext);
  const id = useId();
  if (!render) return <Component {...props} />;
  const prefix = `${name}-${id.replace(/[^a-zA-Z0-9]/g, '')}-`;
  const Wrapper = inline ? 'span' : 'div';
  const attributes = { [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.props]: JSON.stringify(props), [ISLAND_ATTRIBUTES.prefix]: prefix, ...(actsAtOnce ? { [ISLAND_ATTRIBUTES.actsAtOnce]: '' } : {}) };
  // display: contents keeps the wrapper out of layout (a sticky header stays sticky).
  return <Wrapper className="contents" {...attributes} dangerouslySetInnerHTML={{ __html: render(<Component {...props} />, prefix) }} />;
}
