import { canonicalMailbox } from './rules';

describe('canonicalMailbox', () => {
  it.each([
    ['Ann@Example.com', 'ann@example.com'],
    ['ann+launch@example.com', 'ann@example.com'],
    ['a.n.n+x@gmail.com', 'ann@gmail.com'],
    ['A.nn@GoogleMail.com', 'ann@gmail.com'],
    // Dots matter outside Gmail.
    ['a.nn@example.com', 'a.nn@example.com'],
    ['+only@example.com', '+only@example.com'],
  ])('When %s is read, then its mailbox is %s', (address, mailbox) => {
    expect(canonicalMailbox(address)).toBe(mailbox);
  });
});
