import { Types } from 'mongoose';
import sharp from 'sharp';
import type { SubmissionFields } from '../../../domain/directory/submission';
import type { Platform } from '../../core/platform';
import type { SeedOptions, Seeder } from '../command';
import { processLogo, processScreenshot } from '../uploads/images';
import { holderOf, hostKey, insertKeysOf } from './keys';
import { ProductModel } from './model';
import { newImageFolder } from './productImages';
import { directoryService } from './service';
import { normaliseWebsite } from './productWebsite';
import { hashStatusToken, statusToken } from './statusLink';

type Demo = Omit<SubmissionFields, 'email' | 'firstname'> & { colors: [string, string] };

/** Demo listings for a local site (`seed --demo`); their websites use the reserved .example domain. */
const DEMOS: Demo[] = [
  { name: 'LaunchPad Analytics', headline: 'Privacy-friendly analytics for indie SaaS, with funnels and revenue in one dashboard', description: 'See where visitors come from and which pages turn them into customers.\n\nNo cookies, no consent banner, GDPR-friendly by design.', website_url: 'https://launchpad-analytics.example', category: 'analytics', colors: ['#f97316', '#fb923c'] },
  { name: 'InvoiceFox', headline: 'Send invoices and get paid twice as fast', description: 'Create invoices in seconds, accept cards and bank transfers, and let automatic reminders chase late payments.', website_url: 'https://invoicefox.example', category: 'fintech', colors: ['#0ea5e9', '#38bdf8'] },
  { name: 'Promptsmith', headline: 'Version, test and ship LLM prompts like code', description: 'A workspace for prompt engineering: variables, test suites, side-by-side model comparisons and one-click deploys.', website_url: 'https://promptsmith.example', category: 'ai-tool', colors: ['#8b5cf6', '#a78bfa'] },
  { name: 'Agentic Desk', headline: 'An AI support agent that answers tickets from your docs', description: 'Connect your help center and inbox; the agent drafts answers, cites sources and hands over to a human when unsure.', website_url: 'https://agentic-desk.example', category: 'ai-agent', colors: ['#10b981', '#34d399'] },
  { name: 'ShipFast Kit', headline: 'The Next.js boilerplate with auth, payments and emails wired in', description: 'Skip the first two weeks of every project: sign-in, Stripe, transactional emails, SEO and a landing page, ready to deploy.', website_url: 'https://shipfast-kit.example', category: 'Boilerplate', colors: ['#ef4444', '#f87171'] },
  { name: 'Focusly', headline: 'Time blocking that adapts when your day changes', description: 'Plan your week in blocks, get nudged when a meeting runs over, and let Focusly reshuffle the rest of the day.', website_url: 'https://focusly.example', category: 'productivity', colors: ['#6366f1', '#818cf8'] },
  { name: 'Nestfinder', headline: 'Rental listings with honest neighbourhood scores', description: 'Noise, light, commute and price history for every listing, so you can shortlist homes before the first visit.', website_url: 'https://nestfinder.example', category: 'real-estate', colors: ['#14b8a6', '#2dd4bf'] },
  { name: 'Palette Pilot', headline: 'Accessible colour palettes generated from your brand colour', description: 'Pick one colour, get a full palette with contrast ratios checked against WCAG AA and AAA, exported to CSS or Figma.', website_url: 'https://palette-pilot.example', category: 'design', colors: ['#ec4899', '#f472b6'] },
  { name: 'Logpipe', headline: 'Structured logs from every service, searchable in milliseconds', description: 'Ship logs with one line of config, search them with a query language you already know, and alert on patterns.', website_url: 'https://logpipe.example', category: 'developer-tools', colors: ['#334155', '#64748b'] },
  { name: 'Postwise', headline: 'Schedule a month of social posts in one sitting', description: 'Write once, adapt per network, and publish on the best hour for your audience on X, LinkedIn, Instagram and Threads.', website_url: 'https://postwise.example', category: 'social-media', colors: ['#f59e0b', '#fbbf24'] },
  { name: 'Zapline', headline: 'Automate the busywork between your apps without code', description: 'Triggers, filters and actions across 300 apps, with retries and a readable history of every run.', website_url: 'https://zapline.example', category: 'automation', colors: ['#f97316', '#fdba74'] },
  { name: 'Pipeline CRM', headline: 'A CRM for founders who hate CRMs', description: 'Deals move themselves from your inbox and calendar; you only look at the board when you want to.', website_url: 'https://pipeline-crm.example', category: 'crm', colors: ['#22c55e', '#4ade80'] },
  { name: 'Sprintboard', headline: 'Project boards with estimates that learn from your history', description: 'Plan sprints with forecasts based on how long similar work really took, not on guesses.', website_url: 'https://sprintboard.example', category: 'project-management', colors: ['#3b82f6', '#60a5fa'] },
  { name: 'Blockform', headline: 'Build internal tools from blocks, connect any database', description: 'Tables, forms and charts on top of Postgres, MySQL or an API, with roles and an audit log.', website_url: 'https://blockform.example', category: 'no-code', colors: ['#a855f7', '#c084fc'] },
  { name: 'Mailcraft', headline: 'Newsletters that look hand-made and land in the inbox', description: 'A friendly editor, deliverability checks before you send, and growth tools for your sign-up forms.', website_url: 'https://mailcraft.example', category: 'email-marketing', colors: ['#e11d48', '#fb7185'] },
  { name: 'Trailmate', headline: 'Plan multi-day hikes with huts, water and weather on one map', description: 'Offline maps, daily elevation profiles and a packing list that adapts to the forecast.', website_url: 'https://trailmate.example', category: 'travel', colors: ['#65a30d', '#a3e635'] },
];

/** A geometric logo (no text, so no fonts are needed) as a PNG. */
function logoImage([a, b]: [string, string], seed: number): Promise<Buffer> {
  const r = 60 + (seed % 5) * 12;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="400" height="400" rx="88" fill="url(#g)"/>
    <circle cx="200" cy="200" r="${r + 60}" fill="#ffffff" fill-opacity="0.25"/>
    <polygon points="200,${200 - r} ${200 + r},${200 + r} ${200 - r},${200 + r}" fill="#ffffff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A mock app screen (header, sidebar, cards and a chart) as a JPEG. */
function screenshotImage([a, b]: [string, string], seed: number): Promise<Buffer> {
  const points = Array.from({ length: 12 }, (_, i) => `${420 + i * 90},${620 - ((i * 37 + seed * 53) % 220)}`).join(' ');
  const cards = [0, 1, 2].map((i) => `<rect x="${420 + i * 360}" y="150" width="330" height="150" rx="16" fill="#ffffff" stroke="#e2e8f0"/><rect x="${450 + i * 360}" y="190" width="${120 + ((seed + i) % 4) * 30}" height="22" rx="6" fill="${i === 0 ? a : '#cbd5e1'}"/><rect x="${450 + i * 360}" y="235" width="200" height="40" rx="8" fill="#0f172a" fill-opacity="0.8"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="1000" fill="#f8fafc"/>
    <rect width="1600" height="90" fill="${a}"/><rect x="40" y="28" width="160" height="34" rx="8" fill="#ffffff" fill-opacity="0.9"/>
    <rect x="0" y="90" width="360" height="910" fill="#ffffff" stroke="#e2e8f0"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="40" y="${140 + i * 70}" width="${200 + (i % 3) * 30}" height="26" rx="6" fill="${i === 1 ? b : '#e2e8f0'}"/>`).join('')}
    ${cards}
    <rect x="420" y="340" width="1060" height="600" rx="16" fill="#ffffff" stroke="#e2e8f0"/>
    <polyline points="${points}" fill="none" stroke="${a}" stroke-width="8" stroke-linejoin="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const GENERATED_HOST = (n: number) => `demo-product-${n}.example`;

/**
 * `seed --products N`: approved demo products numbered 1..N beyond the named ones, written in batches
 * (images processed once and stored per product), so thousands load in seconds. Numbers already present are kept.
 */
async function seedGenerated(platform: Platform, wanted: number, progress: SeedOptions['progress']): Promise<number> {
  const { config, storage } = platform;
  const present = new Set((await ProductModel.find({ demo: true }, { website_host: 1 }).lean<{ website_host: string }[]>()).map((p) => p.website_host));
  const missing = Array.from({ length: wanted }, (_, i) => i + 1).filter((n) => !present.has(GENERATED_HOST(n)));
  if (!missing.length) return 0;
  const [logo, screenshot] = await Promise.all([logoImage(['#f97316', '#fb923c'], 1).then(processLogo), screenshotImage(['#0ea5e9', '#38bdf8'], 2).then(processScreenshot)]);
  const bar = progress?.(missing.length, 'products');
  for (let i = 0; i < missing.length; i += 100) {
    const docs = await Promise.all(
      missing.slice(i, i + 100).map(async (n) => {
        const images = await newImageFolder(storage).store({ logo, screenshot });
        const _id = new Types.ObjectId();
        const host = GENERATED_HOST(n);
        return {
          _id,
          name: `Demo Product ${n}`,
          slug: `demo-product-${n}`,
          headline: `Demo listing number ${n}, generated for load and layout checks`,
          description: 'A generated demo product.',
          website_url: `https://${host}`,
          website_host: host,
          host_lock: host,
          category: 'productivity',
          firstname: 'Demo',
          email: 'demo@launchboost.dev',
          ...images,
          status: 'approved',
          moderation: { reviewedAt: new Date(), reason: null },
          status_token_hash: hashStatusToken(statusToken(config, _id)),
          demo: true,
        };
      }),
    );
    await ProductModel.insertMany(docs);
    await insertKeysOf(docs);
    bar?.increment(docs.length);
  }
  bar?.stop();
  return missing.length;
}

/** `seed --demo`: about sixteen approved products with generated images; `--products N` adds N numbered ones; runs again without duplicating. */
export const productsSeeder: Seeder = {
  name: 'products',
  counts: 'products',
  async run(platform, { demo, counts = {}, progress }) {
    if (counts.products !== undefined) {
      const added = await seedGenerated(platform, counts.products, progress);
      if (added) await directoryService(platform).announceChange();
      return `${added} generated demo product(s) added, ${counts.products - added} already present`;
    }
    if (!demo) return 'skipped (demo data only, use --demo or --products N)';
    const directory = directoryService(platform);
    let added = 0;
    for (const [i, d] of DEMOS.entries()) {
      if (await holderOf(hostKey(normaliseWebsite(d.website_url).host))) continue;
      const [logo, screenshot] = await Promise.all([logoImage(d.colors, i), screenshotImage(d.colors, i)]);
      const { colors: _colors, ...fields } = d;
      const product = await directory.create({
        fields: { ...fields, email: 'demo@launchboost.dev', firstname: 'Demo' },
        logo,
        screenshot,
        status: 'approved',
        demo: true,
      });
      // Spread over the past months so the cards show different dates; the first is the newest.
      const createdAt = new Date(Date.now() - i * 19 * 24 * 3600 * 1000);
      // Straight to the collection: mongoose treats createdAt as immutable.
      await ProductModel.collection.updateOne({ _id: product._id }, { $set: { createdAt } });
      added++;
    }
    if (added) await directory.announceChange();
    return `${added} demo product(s) added, ${DEMOS.length - added} already present`;
  },
};
