import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
// Each island's own module, never a barrel: nothing here may reach react-router (test/assetBudget checks the weight).
import { ISLAND_ATTRIBUTES } from '../views/components/islandAttributes';
import { paymentNoticeIsland } from '../views/components/marketing/PaymentNotice';
import { pricingIsland } from '../views/components/marketing/Pricing';
import { revealEmailIsland } from '../views/components/marketing/RevealEmail';
import { waitlistIsland } from '../views/components/marketing/WaitlistForm';
import { headerIsland } from '../views/components/SiteHeader';

/** The components an <Island> may hold, by the name its wrapper carries; each gets its props from the server's JSON. */
const ISLANDS = new Map([headerIsland, pricingIsland, waitlistIsland, revealEmailIsland, paymentNoticeIsland].map(({ name, component }) => [name, component]));

/**
 * Pages served as islands: only these parts of the server's HTML become React roots; the rest stays static.
 * Loaded by client/hydrateOnIntent.tsx when the visitor first shows intent. As a transition, hydration works in short
 * slices; a click meanwhile is replayed by React once its island is ready.
 */
export function hydrateIslands(): void {
  startTransition(() => {
    for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
      const Component = ISLANDS.get(element.getAttribute(ISLAND_ATTRIBUTES.name) ?? '');
      if (!Component) continue;
      const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}');
      hydrateRoot(
        element,
        <StrictMode>
          <Component {...props} />
        </StrictMode>,
        { identifierPrefix: element.getAttribute(ISLAND_ATTRIBUTES.prefix) ?? '' },
      );
    }
  });
}
