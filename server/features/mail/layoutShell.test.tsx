import type { ReactNode } from 'react';
import { z } from 'zod';
import { testConfig } from '../../../test/support/testApp';
import { EMAIL_TEMPLATES } from '../registry';
import { EmailLayout, Fields, Note, Paragraph, TextLink, type EmailFrameValue } from './layout';
import { renderInShell } from './layoutShell';
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

  it.each(cases)('converts only the content of %s to text (filled into the shell\'s text) when it renders in the shell', (_name, template, props) => {
    for (const frame of frames) {
      const value: EmailFrameValue = { siteName: ctx.siteName, publicUrl: ctx.publicUrl, supportEmail: ctx.config.SUPPORT_EMAIL, ...frame };
      const shelled = renderInShell(template.view(props, ctx), value);
      // An email with an image is rendered whole (React hoists its preload link), text and all.
      if (shelled) expect(shelled.text).toEqual(expect.any(String));
    }
  });

  it('gives the text of the whole markup whatever the content starts or ends with, and whatever the parts hold', async () => {
    const contents: Record<string, ReactNode> = {
      heading: <h2>A heading first</h2>,
      'inline text': <>Just text, then <b>bold</b> and a <TextLink href="https://example.com/x" /></>,
      'a rule last': <Note>After a rule</Note>,
      fields: <Fields fields={[['Name', 'Value'], ['Other', <i key="i">it</i>]]} />,
      list: <ul><li>One</li><li>Two</li></ul>,
      nothing: null,
      'spaces and breaks': <Paragraph>{'  spaced \n\n out  '}</Paragraph>,
    };
    const parts = [
      { heading: 'Plain', reason: 'Because.' },
      { heading: '  Padded  heading ', reason: 'Tabs\tand\nbreaks' },
      { heading: 'Zero\u200bwidth', reason: '$& and $1 stay as they are' },
    ];
    const unsubscribes = [{}, { unsubscribeUrl: 'https://example.com/u?a=1&b=2' }, { unsubscribeUrl: 'mailto:stop@example.com' }, { unsubscribeUrl: '#anchor' }, { unsubscribeUrl: 'https://example.com/with space' }];
    for (const [name, content] of Object.entries(contents)) {
      for (const { heading, reason } of parts) {
        const template: EmailDefinition<z.ZodType, null> = { schema: z.object({}), load: async () => null, sample: () => null, subject: () => 'S', view: () => <EmailLayout preheader="P" heading={heading} reason={reason}>{content}</EmailLayout> };
        for (const frame of unsubscribes) {
          expect([name, heading, frame, (await renderEmail(template, null, ctx, frame)).text]).toEqual([name, heading, frame, (await renderEmail(template, null, ctx, frame, { whole: true })).text]);
        }
      }
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
