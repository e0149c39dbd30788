import { offerSentence } from './drafts';

describe('the offer in a draft', () => {
  it('When an offer has details, a code and a URL, then one sentence names them; without a code or URL it points to the project', () => {
    expect(offerSentence({ title: '3 months free!', details: 'For bakeries', code: 'CRUMB3', url: 'https://crumb.example/claim' }, 'https://crumb.example')).toBe(
      'My offer for you: 3 months free. For bakeries. Use the code CRUMB3 at https://crumb.example/claim',
    );
    expect(offerSentence({ title: '50% off the first year', details: '', code: '', url: '' }, 'https://crumb.example')).toBe('My offer for you: 50% off the first year. Claim it at https://crumb.example');
  });
});
