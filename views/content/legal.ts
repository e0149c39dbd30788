/** The legal pages: terms, privacy and GDPR. `{site}` is replaced by the site name when rendered. */
interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  path: '/terms' | '/privacy' | '/gdpr';
  title: string;
  description: string;
  sections: LegalSection[];
}

export const LEGAL_UPDATED = '28 October 2024';
const MINIMUM_AGE = 13;

export const TERMS: LegalDocument = {
  path: '/terms',
  title: 'Terms of Service',
  description: 'The terms that apply when you use {site}, join the waitlist, list a product in the free directory or buy a growth package.',
  sections: [
    {
      heading: '1. Who we are and what these terms cover',
      paragraphs: [
        '{site} ("we", "us") runs this website, a free public directory of startups and paid growth services: directory submission, SEO blog posts, programmatic SEO pages and influencer outreach. These terms apply to every visit, waitlist sign-up, directory listing and order. By using the site you accept them.',
      ],
    },
    {
      heading: '2. Who may use the service',
      paragraphs: [
        `You must be at least ${MINIMUM_AGE} years old to use {site}. If you are under the age of majority where you live, a parent or guardian must agree to these terms for you. If you order on behalf of a company, you confirm that you may bind it to these terms.`,
      ],
    },
    {
      heading: '3. Orders, prices and payment',
      paragraphs: [
        'Prices are shown in US dollars on the pricing section, including any launch discount. Payments are handled by our payment provider; we never see or store your card number. One-time packages are paid in advance. Monthly and annual plans renew automatically until you cancel.',
        'All fees are non-refundable. Directory submissions, articles and pages are delivered as soon as work starts and cannot be taken back, so we do not refund fees once an order is placed, except where the law requires it or where a plan states its own guarantee (the Influencer Growth money-back guarantee applies only as described on that plan).',
      ],
    },
    {
      heading: '4. Subscriptions and cancellation',
      paragraphs: [
        'You can cancel a monthly or annual plan at any time; it stays active until the end of the period already paid and is not renewed. Work already delivered stays yours.',
      ],
    },
    {
      heading: '5. What we deliver, and what we cannot promise',
      paragraphs: [
        'We submit your product to third-party directories and publish content as described in your plan. Each directory decides on its own whether and when to accept a listing, and search engines decide how to rank pages. We report what we submitted and where it is live, but we do not guarantee a ranking, an amount of traffic or sales.',
      ],
    },
    {
      heading: '6. Your content and directory listings',
      paragraphs: [
        'You keep all rights to the names, logos, screenshots and descriptions you give us. You allow us to use them to list and promote your product, and you confirm that you have the right to do so. We may refuse or remove a listing that is unlawful, misleading, offensive or spam.',
      ],
    },
    {
      heading: '7. Acceptable use',
      paragraphs: ['You agree not to:'],
      list: [
        'submit products that break the law or the rights of others;',
        'send automated requests that overload the site or scrape it at scale;',
        'try to access accounts, data or systems that are not yours;',
        'use the waitlist or directory to send spam.',
      ],
    },
    {
      heading: '8. Third-party websites',
      paragraphs: ['The site links to directories and other websites we do not control. We are not responsible for their content, their rules or their availability.'],
    },
    {
      heading: '9. Liability',
      paragraphs: [
        'The service is provided as it is. To the extent the law allows, we are not liable for indirect losses such as lost profits or lost data, and our total liability for any claim is limited to the amount you paid us in the twelve months before it. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: '10. Changes and termination',
      paragraphs: [
        'We may update these terms; the date at the top of the page shows the current version, and we will tell customers about important changes by email. We may suspend access for a serious breach of these terms. You may stop using the service at any time.',
      ],
    },
    {
      heading: '11. Contact',
      paragraphs: ['Questions about these terms? Write to us at the address below.'],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  path: '/privacy',
  title: 'Privacy Policy',
  description: 'What personal data {site} collects, why, how long we keep it and the choices you have.',
  sections: [
    {
      heading: '1. Who is responsible',
      paragraphs: ['{site} is the controller of the personal data described here. This policy covers the website, the waitlist, the free startup directory and our paid services.'],
    },
    {
      heading: '2. What we collect',
      paragraphs: ['We only collect what we need:'],
      list: [
        'Waitlist: your email address and the date you joined.',
        'Directory listings: product name, description, website, logo, screenshot, your first name and email address.',
        'Customers: name, email, billing details handled by our payment provider, and the product details needed to deliver your order.',
        'Usage: privacy-friendly, cookie-free page statistics (pages viewed, referrer, country, device type) and server logs kept for security.',
      ],
    },
    {
      heading: '3. Why we use it',
      paragraphs: [
        'To deliver what you asked for (a listing, an order, waitlist updates), to answer your messages, to keep the site secure and to understand which pages are useful. We send the waitlist welcome email and product news only because you asked for them, and every email has an unsubscribe link.',
      ],
    },
    {
      heading: '4. Who we share it with',
      paragraphs: [
        'We never sell personal data. We share it only with service providers that process it for us under contract: hosting, email delivery, our email-marketing provider (for waitlist contacts), our payment provider and our analytics provider. Directory listings are public by design: what you submit for a listing is shown on the site once approved.',
      ],
    },
    {
      heading: '5. How long we keep it',
      paragraphs: [
        'Waitlist addresses until you unsubscribe or ask us to delete them. Directory listings while they are published. Customer and invoice records as long as tax law requires (usually 10 years). Server logs for 30 days.',
      ],
    },
    {
      heading: '6. Cookies',
      paragraphs: ['The site does not use advertising or tracking cookies. Our analytics work without cookies. Signing in to an account stores a session token in your browser, which is necessary for the account to work.'],
    },
    {
      heading: '7. Children',
      paragraphs: [`The service is not meant for children under ${MINIMUM_AGE}. We do not knowingly collect their data; if you believe a child has given us personal data, contact us and we will delete it.`],
    },
    {
      heading: '8. Your rights',
      paragraphs: [
        'You can ask to see, correct, export or delete your data, and object to how we use it. Visitors in the European Economic Area and the United Kingdom have the rights described on our GDPR page.',
      ],
    },
    {
      heading: '9. Contact',
      paragraphs: ['For any privacy question or request, write to us at the address below.'],
    },
  ],
};

export const GDPR: LegalDocument = {
  path: '/gdpr',
  title: 'GDPR',
  description: 'How {site} complies with the General Data Protection Regulation and how to exercise your rights.',
  sections: [
    {
      heading: '1. Our commitment',
      paragraphs: [
        '{site} processes the personal data of people in the European Economic Area and the United Kingdom in line with the General Data Protection Regulation (GDPR) and the UK GDPR. Our Privacy Policy lists the data we collect; this page explains the legal bases and your rights.',
      ],
    },
    {
      heading: '2. Legal bases',
      paragraphs: ['We rely on:'],
      list: [
        'Contract: to deliver the services you order and to publish your directory listing.',
        'Consent: for the waitlist and product news; you can withdraw it at any time with the unsubscribe link or by writing to us.',
        'Legitimate interest: to keep the site secure and to measure its use with cookie-free analytics.',
        'Legal obligation: to keep invoices and accounting records.',
      ],
    },
    {
      heading: '3. Your rights',
      paragraphs: ['Under the GDPR you have the right to:'],
      list: [
        'access the personal data we hold about you;',
        'have inaccurate data corrected;',
        'have your data erased ("right to be forgotten");',
        'restrict or object to processing;',
        'receive your data in a portable format;',
        'withdraw consent at any time, without affecting processing done before;',
        'lodge a complaint with your local data protection authority.',
      ],
    },
    {
      heading: '4. How to exercise them',
      paragraphs: [
        'With an account, you can do most of it yourself at any time in your account settings (/account/settings): download everything we store about you as a file, correct your name and email address, sign out other devices, or delete your account.',
        'Otherwise, write to us at the address below from the email address concerned. We answer within one month, free of charge. We may ask for information to confirm your identity before acting on a request.',
      ],
    },
    {
      heading: '5. Processors and transfers',
      paragraphs: [
        'Our service providers act as processors under data processing agreements. When data leaves the European Economic Area, the transfer is covered by the European Commission’s Standard Contractual Clauses or an adequacy decision.',
      ],
    },
    {
      heading: '6. Security and breaches',
      paragraphs: [
        'Data is encrypted in transit, access is limited to the people who need it, and backups are encrypted. If a breach is likely to put your rights at risk, we notify the supervisory authority within 72 hours and tell you without undue delay.',
      ],
    },
    {
      heading: '7. Contact',
      paragraphs: ['Our contact for data protection questions is the address below.'],
    },
  ],
};

export const withSiteName = (text: string, siteName: string) => text.replaceAll('{site}', siteName);
