import { Link } from 'react-router-dom';
import { useSettings } from './useSettings';

const TOOLS = [
  { label: 'Free startup directory', to: '/directories' },
  { label: 'Submit your product', to: '/directories/submit' },
  { label: 'Reciprocal-link directories', to: '/list-of-directories-with-reciprocal-links' },
  { label: 'Growth Partner', to: '/growth-partner' },
  { label: 'Influencer outreach', to: '/influencer-outreach' },
  { label: 'Blog', to: '/blog' },
  { label: 'Directory lists by country, audience and type', to: '/directory-lists' },
];

const LEGAL = [
  { label: 'Privacy policy', to: '/privacy' },
  { label: 'Terms of service', to: '/terms' },
  { label: 'GDPR', to: '/gdpr' },
];

export function SiteFooter() {
  const { siteName } = useSettings();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <Link to="/" className="flex items-center gap-2 font-bold text-slate-900">
            <img src="/logo.svg" alt="" width={24} height={24} />
            {siteName}
          </Link>
          <p className="mt-3 text-sm text-slate-600">Backlinks, SEO content and influencer deals for founders who would rather build than chase listings.</p>
        </div>
        <nav aria-label="Other tools">
          <h2 className="text-sm font-semibold text-slate-900">Other tools</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-600">
            {TOOLS.map((link) => (
              <li key={link.to}>
                <Link className="hover:text-orange-600" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold text-slate-900">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-600">
            {LEGAL.map((link) => (
              <li key={link.to}>
                <Link className="hover:text-orange-600" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} {siteName}. All rights reserved.
      </p>
    </footer>
  );
}
