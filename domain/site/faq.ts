import type { FaqItem } from '../seo/contract';

export type { FaqItem };

export const HOME_FAQ: readonly FaqItem[] = [
  {
    question: 'What is directory submission and how does it help my SEO?',
    answer:
      'Directories are websites that list products by category. A listing gives you a backlink from a site Google already trusts, which raises your domain authority, and it puts your product in front of people browsing for tools like yours.',
  },
  {
    question: 'How long until my listings are live?',
    answer:
      'We start within 24 hours of your order and most listings are live within 7 days. Some directories review every submission by hand and take a few weeks; they are in your report with their status.',
  },
  {
    question: 'Which directories do you submit to?',
    answer:
      'Startup, SaaS, AI and niche directories that are indexed by Google, have real traffic and a healthy domain rating. The Starter package covers 60+ of them, the Publisher package 200+. You can see 10 of them in the table above.',
  },
  {
    question: 'What do you need from me?',
    answer:
      'Your website, a logo, one or two screenshots and a short description. We write the titles, descriptions and category choices for each directory, and you can review them before we submit.',
  },
  {
    question: 'What is included in the Growth Partner plan?',
    answer:
      'Every month: 50 new directory submissions, 30 SEO blog posts (one a day, each with 5 backlinks) and 300 programmatic SEO pages targeting long-tail keywords in your niche. You can cancel at any time.',
  },
  {
    question: 'How does influencer outreach work?',
    answer:
      'You tell us about your product and budget. We research creators on Youtube, Tiktok, X(Twitter) and Instagram, contact them by DM and email, negotiate, and bring you deals to approve. You only pay creators you say yes to.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Directory and content packages are non-refundable once work has started, because submissions cannot be taken back. The Influencer Growth plan has a money-back guarantee if we do not bring you a deal in your first month.',
  },
  {
    question: 'Is the startup directory free?',
    answer: 'Yes. Anyone can list a product in our free directory without an account; we review each submission before it goes live.',
  },
];
