import { slugify } from './slugify';

describe('slugify', () => {
  test.each([
    // plain words and case
    ['Hello World', 'hello-world'],
    ['LaunchBoost', 'launchboost'],
    ['AI Backlink Maker 2025', 'ai-backlink-maker-2025'],
    // surrounding whitespace is trimmed
    ['   padded name   ', 'padded-name'],
    // accents fold to plain letters
    ['Café Crème', 'cafe-creme'],
    ['São Tomé and Príncipe', 'sao-tome-and-principe'],
    ["Côte d'Ivoire", 'cote-divoire'],
    ['Curaçao', 'curacao'],
    ['Ñandú Ångström Über', 'nandu-angstrom-uber'],
    ['Straße', 'strasse'],
    ['Æsir Øresund Łódź', 'aesir-oresund-lodz'],
    // separators become hyphens
    ['one_two/three,four:five;six·seven', 'one-two-three-four-five-six-seven'],
    ['tabs\tand\nnewlines', 'tabs-and-newlines'],
    // punctuation and symbols are dropped
    ['Hello, World!', 'hello-world'],
    ['What? (really) #1 & more', 'what-really-1-more'],
    ['50% off — today only!', '50-off-today-only'],
    ['email@example.com', 'emailexamplecom'],
    // repeated separators collapse to one hyphen
    ['a   b', 'a-b'],
    ['a - b -- c', 'a-b-c'],
    ['a__b//c', 'a-b-c'],
    ['already-a-slug', 'already-a-slug'],
    // no hyphen is left at either end
    ['-leading and trailing-', 'leading-and-trailing'],
    ['Ready?!', 'ready'],
    // nothing usable gives the empty string
    ['', ''],
    ['    ', ''],
    ['!!!', ''],
    ['日本語', ''],
  ])('When the text is %j, then the slug is %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  test('When a slug is slugified again, then it does not change', () => {
    for (const text of ['Côte d’Ivoire', 'Hello, World!', 'a__b//c', 'São Tomé']) {
      const once = slugify(text);
      expect(slugify(once)).toBe(once);
    }
  });
});
