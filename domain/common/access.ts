/**
 * THE access rules of the API, one entry each: what the documentation says of it, the refusals it adds to an
 * endpoint, and the guard that admits a call. The contracts name a rule (`endpoint(..., 'owner', ...)`); the
 * OpenAPI document, the Express routes and the pages' server-side calls all read the rule from here, so a new
 * rule is one entry.
 */
import type { HTTPMethod } from '@orpc/contract';
import { ADMIN_ONLY_MESSAGE } from '../auth/messages';
import { NotAllowed } from './errors';
import type { RefusalStatus } from './refusal';

/** What a guard knows of the caller it admits (the server's Caller has more). */
interface AccessCaller {
  isAdmin: boolean;
}

interface AccessRule {
  /** Who may call it, as the API's documentation says it. */
  description: string;
  /** The request's session is read (Bearer or cookie): the document lists both schemes. */
  readsSession: boolean;
  /** The refusals this rule adds to an endpoint of this method (besides 400, 503 and the write limit's 429). */
  refusals(method: HTTPMethod): RefusalStatus[];
  /**
   * Admits a call, answering the caller its handler runs for (null when the rule needs none), or throws the refusal.
   * `identify` throws NotSignedIn (401) without a valid session, NotAllowed (403) for a cookie write without its XSRF token.
   */
  admit<C extends AccessCaller>(identify: () => Promise<C>): Promise<C | null>;
}

// A cookie write without its XSRF token is refused with 403 by identify, so every session rule's writes may answer it.
const sessionRefusals = (method: HTTPMethod): RefusalStatus[] => (method === 'GET' ? [401] : [401, 403]);

const ACCESS_RULES = {
  public: {
    description: 'Public: anyone may call it.',
    readsSession: false,
    refusals: () => [],
    admit: async () => null,
  },
  'signed-in': {
    description: 'Signed-in: a valid access token (Bearer, or the session cookie with X-XSRF-TOKEN on writes).',
    readsSession: true,
    refusals: sessionRefusals,
    admit: (identify) => identify(),
  },
  // The handler answers another account's record with 404, so ids cannot be probed.
  owner: {
    description: "Owner: signed in, and only for the caller's own records; another account's id answers 404.",
    readsSession: true,
    refusals: (method) => [...sessionRefusals(method), 404],
    admit: (identify) => identify(),
  },
  admin: {
    description: "Admin: signed in with an administrator's session; others get 403.",
    readsSession: true,
    refusals: () => [401, 403],
    async admit(identify) {
      const caller = await identify();
      if (!caller.isAdmin) throw new NotAllowed(ADMIN_ONLY_MESSAGE);
      return caller;
    },
  },
} satisfies Record<string, AccessRule>;

/** Who may call an endpoint: the name of one of ACCESS_RULES. */
export type Access = keyof typeof ACCESS_RULES;

export const accessRuleOf = (access: Access): AccessRule => ACCESS_RULES[access];
