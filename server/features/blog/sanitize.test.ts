import { plainExcerpt, sanitizePostHtml } from './sanitize';

describe('the post sanitiser', () => {
  it('When a body uses the allowed structure, then headings, lists, links, code, quotes, tables and local images survive', () => {
    const body =
      '<h2>Title</h2><p>A <a href="https://example.com/x" title="x">link</a> and <a href="mailto:a@example.com">mail</a>.</p><ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<pre><code class="language-ts">const a = 1;</code></pre><blockquote><p>quote</p></blockquote>' +
      '<table><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table><img src="/api/file-uploads/a/image" alt="a" />';
    expect(sanitizePostHtml(body)).toBe(body);
  });

  it('When a body holds scripts, handlers, styles, frames, forms, foreign images or unsafe schemes, then they are removed', () => {
    const clean = sanitizePostHtml(
      '<h1>Big</h1><p style="color:red" onclick="x()" class="c">t</p><script>alert(1)</script><style>p{}</style><iframe src="https://e.example"></iframe>' +
        '<form action="/x"><input name="q"></form><img src="https://tracker.example/p.gif" onerror="x()"><a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><a href="//evil.example">p</a>',
    );
    expect(clean).toBe('<h2>Big</h2><p>t</p><a>j</a><a>d</a><a>p</a>');
  });

  it('When an excerpt is made, then block ends become spaces and long text is cut at a word with an ellipsis', () => {
    expect(plainExcerpt('<h2>Hi</h2><p>there &amp; you</p>')).toBe('Hi there & you');
    const long = plainExcerpt(`<p>${'word '.repeat(100)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long.endsWith('word…')).toBe(true);
  });
});
