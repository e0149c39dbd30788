import { safeNextPath } from './rules';
import { decodeSessionHint, encodeSessionHint, sessionState } from './session';

describe('the session rule of the spec', () => {
  const now = Date.UTC(2026, 0, 1);
  it('When exp is in the future, then the session is valid, and admin only when isAdmin is also true', () => {
    expect(sessionState({ exp: now / 1000 + 60, isAdmin: false }, now)).toBe('signed-in');
    expect(sessionState({ exp: now / 1000 + 60, isAdmin: true }, now)).toBe('admin');
    expect(sessionState({ exp: now / 1000 - 1, isAdmin: true }, now)).toBe('signed-out');
    expect(sessionState(null, now)).toBe('signed-out');
  });

  it('When the hint cookie is read back, then it gives the claims it was made from, and junk gives nothing', () => {
    expect(decodeSessionHint(encodeSessionHint({ exp: 1767225600, isAdmin: true }))).toEqual({ exp: 1767225600, isAdmin: true });
    expect(decodeSessionHint('not base64 json')).toBeNull();
  });

  it('When a next address is given, then only a path of this site outside the auth pages is kept', () => {
    expect(safeNextPath('/directories?page=2')).toBe('/directories?page=2');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', '/auth/login', 'javascript:alert(1)', undefined]) expect(safeNextPath(bad)).toBe('/');
  });
});
