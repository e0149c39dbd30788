/** Client site (spec section 3): name, url, icon. Shown in the facts section. */
interface ClientSite {
  name: string;
  url: string;
  /** Root-relative SVG, 40x40. */
  icon: string;
  /** What they make, one line. */
  tagline: string;
}

export const CLIENT_SITES: readonly ClientSite[] = [
  { name: 'Formloop', url: 'https://formloop.app', icon: '/images/clients/formloop.svg', tagline: 'Form builder for SaaS onboarding' },
  { name: 'Quillpad', url: 'https://quillpad.io', icon: '/images/clients/quillpad.svg', tagline: 'AI writing assistant' },
  { name: 'Shiplane', url: 'https://shiplane.dev', icon: '/images/clients/shiplane.svg', tagline: 'Deploy previews for every pull request' },
  { name: 'Tallyfox', url: 'https://tallyfox.com', icon: '/images/clients/tallyfox.svg', tagline: 'Invoicing for freelancers' },
  { name: 'Mapmint', url: 'https://mapmint.co', icon: '/images/clients/mapmint.svg', tagline: 'Store locator for e-commerce' },
  { name: 'Pingwise', url: 'https://pingwise.io', icon: '/images/clients/pingwise.svg', tagline: 'Uptime monitoring for small teams' },
];
