import { deriveKey, seal, unseal } from './seal';

describe('sealed tokens', () => {
  it('When a token is sealed, then only the same key opens it, and an altered or foreign ciphertext opens to nothing', () => {
    const key = deriveKey('a'.repeat(40), 'email-links');
    const sealed = seal(key, 'the-token');
    expect(sealed).not.toContain('the-token');
    expect(unseal(key, sealed)).toBe('the-token');
    expect(unseal(deriveKey('a'.repeat(40), 'other-purpose'), sealed)).toBeNull();
    expect(unseal(deriveKey('b'.repeat(40), 'email-links'), sealed)).toBeNull();
    expect(unseal(key, sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA'))).toBeNull();
    expect(unseal(key, 'short')).toBeNull();
  });
});
