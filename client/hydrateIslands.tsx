import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
// Each island's own module, never a barrel: nothing here may reach react-router (test/assetBudget checks the weight).
import { ISLAND_ATTRIBUTES } from '../views/components/islandAttributes';
import { PaymentNotice } from '../views/components/marketing/PaymentNotice';
import { PricingSection } from '../views/components/marketing/Pricing';
import { RevealEmailButton } from '../views/components/marketing/RevealEmail';
import { WaitlistForm } from '../views/components/marketing/WaitlistForm';
import { HeaderBar } from '../views/components/SiteHeader';

/** The components an <Island name> may name; each gets its props from the server's JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ISLANDS: Record<string, ComponentType<any>> = {
  header: HeaderBar,
  pricing: PricingSection,
  waitlist: WaitlistForm,
  'reveal-email': RevealEmailButton,
  'payment-notice': PaymentNotice,
};

/**
 * Pages served as islands: only these parts of the server's HTML become React roots; the rest stays static.
 * Loaded by client/hydrateOnIntent.tsx when the visitor first shows intent. As a transition, hydration works in short
 * slices; a click meanwhile is replayed by React once its island is ready.
 */
export function hydrateIslands(): void {
  startTransition(() => {
    for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
      const Component = ISLANDS[element.getAttribute(ISLAND_ATTRIBUTES.name) ?? ''];
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
