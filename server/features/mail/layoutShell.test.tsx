import { z } from 'zod';
import { testConfig } from '../../../test/support/testApp';
import { EMAIL_TEMPLATES } from '../registry';
import { EmailLayout, Paragraph, TextLink } from './layout';
import { renderEmail, type EmailContext, type EmailDefinition } from './template';

const config = testConfig(__filename);
const ctx: EmailContext = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL, config };
const frames = [{}, { unsubscribeUrl: `${config.PUBLIC_URL}/unsubscribe/a&b"c'd<e>` }];

/** Every template's sample and other cases, as [name, template, props]. */
const cases = Object.entries(EMAIL_TEMPLATES).flatMap(([name, template]) => [
  [name, template, template.sample(ctx)] as const,
  ...Object.entries(template.variants?.(ctx) ?? {}).map(([variant, props]) => [`${name}:${variant}`, template, props] as const),
]);

// Parts that React escapes, a preheader past React Email's 150-character padding, and text that is not ASCII.
const awkward: EmailDefinition<z.ZodType, { word: string }> = {
  schema: z.object({}),
  load: async () => null,
  sample: () => ({ word: `Tom & "Jerry" <b>'s</b> café ✓` }),
  subject: ({ word }) => word,
  view: ({ word }) => (
    <EmailLayout preheader={`${word} `.repeat(12)} heading={`Heading: ${word}`} reason={`Because ${word}`}>
      {word}
      <Paragraph>
        {word} and <TextLink href={`https://example.com/?q=${word}`} />
      </Paragraph>
    </EmailLayout>
  ),
};

describe('the layout rendered once for every email', () => {
  it.each(cases)('renders %s exactly as the whole component tree does, with and without an unsubscribe link', async (_name, template, props) => {
    for (const frame of frames) {
      expect(await renderEmail(template, props, ctx, frame)).toEqual(await renderEmail(template, props, ctx, frame, { whole: true }));
    }
  });

  it('escapes what the email fills in as React does, and pads a long or short preheader the same way', async () => {
    for (const frame of frames) {
      const props = awkward.sample(ctx);
      const email = await renderEmail(awkward, props, ctx, frame);
      expect(email).toEqual(await renderEmail(awkward, props, ctx, frame, { whole: true }));
      expect(email.html).toContain('Heading: Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#x27;s&lt;/b&gt; café ✓');
    }
    const short = { ...awkward, view: () => <EmailLayout preheader="Hi" heading="H" reason="R">{null}</EmailLayout> };
    expect(await renderEmail(short, { word: '' }, ctx)).toEqual(await renderEmail(short, { word: '' }, ctx, {}, { whole: true }));
  });
});
