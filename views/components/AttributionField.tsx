import { ATTRIBUTION_FIELD } from '../../domain/campaigns/campaign';

/**
 * The hidden field that carries the visitor's first campaign with a sign-up form. Empty as rendered (cached pages are
 * the same for everyone); the page's attribution script fills it as the form is sent. Uncontrolled: React never resets it.
 */
export function AttributionField() {
  return <input type="hidden" name={ATTRIBUTION_FIELD} />;
}
