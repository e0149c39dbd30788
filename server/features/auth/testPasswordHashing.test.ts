import { passwordHashingFor } from './testPasswordHashing';

describe('the password hasher the accounts library is given', () => {
  it('is the library’s own outside tests', () => {
    expect(passwordHashingFor({ NODE_ENV: 'production' })).toBeUndefined();
    expect(passwordHashingFor({ NODE_ENV: 'development' })).toBeUndefined();
  });

  it('in tests, accepts the password it hashed and nothing else, with a salt of its own each time', async () => {
    const hashing = passwordHashingFor({ NODE_ENV: 'test' })!;
    const first = await hashing.hash('correct horse battery');
    const second = await hashing.hash('correct horse battery');
    expect(first).not.toBe(second);
    await expect(hashing.verify({ hash: first, password: 'correct horse battery' })).resolves.toBe(true);
    await expect(hashing.verify({ hash: second, password: 'correct horse batterY' })).resolves.toBe(false);
    await expect(hashing.verify({ hash: 'not a hash', password: 'correct horse battery' })).resolves.toBe(false);
  });
});
