import { onFirstUse } from './onFirstUse';

describe('onFirstUse', () => {
  it('When called many times, then it makes the value once and every caller gets the same one', async () => {
    let made = 0;
    const value = onFirstUse(async () => ({ n: ++made }));
    const [a, b] = await Promise.all([value(), value()]);
    expect(a).toBe(b);
    expect(await value()).toBe(a);
    expect(made).toBe(1);
  });

  it('When making it fails, then that caller gets the error and the next call tries again', async () => {
    let attempts = 0;
    const value = onFirstUse(async () => {
      attempts++;
      if (attempts === 1) throw new Error('not ready yet');
      return 'ready';
    });
    await expect(value()).rejects.toThrow('not ready yet');
    await expect(value()).resolves.toBe('ready');
    expect(attempts).toBe(2);
  });
});
