import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { coverImageUrl } from '../../../domain/blog/posts';
import type { BlogPost } from '../../../domain/blog/types';
import type { PublicSettings } from '../../../domain/site/settings';
import { LatestPostCard, PostCard } from './BlogParts';
import { blogPostHead, postDescription } from './blogHead';

const post: BlogPost = {
  id: '0123456789abcdef01234567',
  title: 'Forty-two directories that still send traffic in 2025',
  slug: 'forty-two-directories',
  excerpt: 'Directories are not dead. '.repeat(10).trim(),
  coverImageId: 'abcdefabcdefabcdefabcdef',
  cover: { url: coverImageUrl('abcdefabcdefabcdefabcdef'), width: 1600, height: 900, cardUrl: coverImageUrl('abcdefabcdefabcdefabcdef', 'card'), cardWidth: 640, cardHeight: 360 },
  metaTitle: '',
  metaDescription: '',
  status: 'published',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
  publishedAt: '2025-03-02T10:00:00.000Z',
  content: '<p>Directories are not dead.</p>',
};
// Only the fields the blog's head reads.
const settings = { siteName: 'LaunchBoost', publicUrl: 'https://launchboost.example' } as PublicSettings;

const html = (element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe('blog cards and head', () => {
  it("When a post is shown as a card, then its title is cut at 35 characters plus '...', with its date and both cover sizes", () => {
    const card = html(<PostCard post={post} />);
    expect(card).toContain('>Forty-two directories that still se...</h2>');
    expect(card).toContain('Mar 2, 2025');
    expect(card.toLowerCase()).toContain(`srcset="${post.cover!.cardUrl} 640w, ${post.cover!.url} 1600w"`);
    expect(card).toContain('href="/blog/forty-two-directories"');
  });

  it("When a post is shown under 'Other Articles', then its title is cut at 26 characters plus '...' and it links with 'View More'", () => {
    const card = html(<LatestPostCard post={post} />);
    expect(card).toContain('>Forty-two directories that...</h3>');
    expect(card).toMatch(/<a [^>]*href="\/blog\/forty-two-directories"[^>]*>View More/);
  });

  it('When a post has no meta fields, then the head falls back to its title and its excerpt cut at a word within 160 characters; a short or missing one is filled out to 110-160', () => {
    const head = blogPostHead(settings, post);
    expect(head.title).toBe(post.title);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.length).toBeGreaterThanOrEqual(110);
    expect(head.description.endsWith('...')).toBe(true);
    expect(post.excerpt.startsWith(head.description.slice(0, -3))).toBe(true);
    for (const short of [{ metaDescription: 'Short and sweet.' }, { metaDescription: '', excerpt: '' }]) {
      const description = postDescription({ ...post, ...short }, settings.siteName);
      expect(description).toContain(short.metaDescription || post.title);
      expect(description).toContain('LaunchBoost blog');
      expect(description.length).toBeGreaterThanOrEqual(110);
      expect(description.length).toBeLessThanOrEqual(160);
    }
    expect(blogPostHead(settings, { ...post, metaTitle: 'Directories in 2025' }).title).toBe('Directories in 2025');
    expect(head).toMatchObject({ canonicalPath: '/blog/forty-two-directories', type: 'article', image: '/og/blog/forty-two-directories.png', feeds: [{ title: 'LaunchBoost Blog', path: '/blog/rss.xml' }] });
  });
});
