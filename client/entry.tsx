import '../views/styles.css';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider } from 'react-router-dom';
import { routes } from '../views/routes';
import { siteApiContext } from '../views/siteApi';
import { browserApi } from './browserApi';

// Lazy routes matched by the server must be loaded before hydration, or the first render would not match its HTML.
async function resolveLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((m) => typeof m.route.lazy === 'function')
      .map(async (m) => {
        const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
        const module = await lazy();
        Object.assign(m.route, { ...module, lazy: undefined });
      }),
  );
}

/** Settles once hydration has started (it runs as a transition): client/hydrateOnIntent.tsx then replays a held click, which React keeps until hydrated. */
export const hydrated: Promise<void> = resolveLazyMatches().then(() => {
  const router = createBrowserRouter(routes, {
    // Loaders and actions in the browser reach the API through the same interface the server fills with api.
    getContext() {
      const context = new RouterContextProvider();
      context.set(siteApiContext, browserApi);
      return context;
    },
  });
  // As a transition, hydration works in short slices (no long task); a click meanwhile is replayed once hydrated.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
});
