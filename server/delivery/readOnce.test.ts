import { readOnce } from './readOnce';

describe('readOnce', () => {
  it('reads each text once while it is among the last remembered', () => {
    const reads: string[] = [];
    const lengthOf = readOnce(2, (text) => (reads.push(text), text.length));
    expect([lengthOf('/a'), lengthOf('/a'), lengthOf('/bb'), lengthOf('/a')]).toEqual([2, 2, 3, 2]);
    expect(reads).toEqual(['/a', '/bb']);
    lengthOf('/ccc'); // pushes out '/bb', the least recently asked
    lengthOf('/bb');
    expect(reads).toEqual(['/a', '/bb', '/ccc', '/bb']);
  });

  it('reads a text keepIf refuses every time, and it never pushes out one that is kept', () => {
    const reads: string[] = [];
    const known = readOnce(1, (text) => (reads.push(text), text.startsWith('/real') ? 'page' : null), { keepIf: (text) => text.startsWith('/real') });
    expect(known('/real')).toBe('page');
    expect([known('/made-up-1'), known('/made-up-2'), known('/made-up-1')]).toEqual([null, null, null]);
    expect(known('/real')).toBe('page');
    expect(reads).toEqual(['/real', '/made-up-1', '/made-up-2', '/made-up-1']);
  });
});
