import { useEffect, useState } from 'react';
import { cookieIn, decodeSessionHint, SESSION_HINT_COOKIE, sessionState, type SessionState } from '../../domain/auth/session';

const readHint = (): string | null => cookieIn(document.cookie, SESSION_HINT_COOKIE) ?? null;

/**
 * The visitor's session as the spec defines it (valid while exp is in the future, admin when also
 * isAdmin), read from the session hint cookie after hydration: pages cached for everyone render signed out.
 */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>('signed-out');
  useEffect(() => setState(sessionState(decodeSessionHint(readHint()))), []);
  return state;
}
