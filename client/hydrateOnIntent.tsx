import '../views/styles.css';
import { cookieIn, SESSION_HINT_COOKIE } from '../domain/auth/session';
import { ISLAND_ATTRIBUTES } from '../views/components/islandAttributes';

/**
 * The entry of pages that load their JavaScript at the visitor's first sign of intent (a pointer over the page,
 * a touch, a key, a focus): a loader of a few hundred bytes. The server's HTML is the whole page (links, forms
 * that work without JavaScript), so nothing runs on a phone that only reads. Two kinds of page use it:
 * - island pages (`handle.hydration: 'islands'`): React and the islands (client/hydrateIslands.tsx);
 * - pages the router hydrates on intent (`'on-intent'`, recognised by the router's hydration data): client/entry.tsx.
 * Loaded at once when someone is signed in (the header shows their links) or when an island must act as the
 * page opens (the checkout's outcome asks what was bought).
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Controls whose click React handles: a click on one before hydration is held and given again after it (a form's submit is not: the form posts). */
const CONTROLS = 'button, [role="button"], input[type="submit"]';
const ISLAND = `[${ISLAND_ATTRIBUTES.name}]`;
// The router's data is an inline script that runs before this module: its presence means the whole page hydrates.
const routerPage = '__staticRouterHydrationData' in window;
const HYDRATED_PART = routerPage ? '#root' : ISLAND;

let hydration: Promise<void> | undefined;
let heldControl: HTMLElement | null = null;

function hydrate(): Promise<void> {
  if (!hydration) {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, hydrateOnIntent, true);
    hydration = routerPage ? import('./entry').then(({ hydrated }) => hydrated) : import('./hydrateIslands').then(({ hydrateIslands }) => hydrateIslands());
    // After hydration React answers the held click; if the page's code could not load, the control's own
    // behaviour does (a form posts without JavaScript). Either way, clicks are no longer held.
    void hydration
      .catch(() => undefined)
      .then(() => {
        document.removeEventListener('click', holdClick, true);
        const control = heldControl;
        heldControl = null;
        control?.click();
      });
  }
  return hydration;
}

function hydrateOnIntent(): void {
  void hydrate();
}

/** A form's submit button: the form works without JavaScript, so a submit before hydration goes through as the plain HTML form. */
const submitsItsForm = (control: HTMLElement) => (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' && control.form !== null;

function holdClick(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (!control || !control.closest(HYDRATED_PART) || submitsItsForm(control)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldControl = control;
  void hydrate();
}

const signedIn = cookieIn(document.cookie, SESSION_HINT_COOKIE) !== undefined;
const actsAtOnce = document.querySelector(`[${ISLAND_ATTRIBUTES.actsAtOnce}]`) !== null;
document.addEventListener('click', holdClick, true);
if (signedIn || actsAtOnce) void hydrate();
else for (const type of INTENT_EVENTS) document.addEventListener(type, hydrateOnIntent, { capture: true, passive: true });
