import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '../../../domain/site/socialCards';

/** What a card says: a small label above, the page's title, a line under it, and the site at the bottom. */
export interface CardText {
  kicker: string;
  title: string;
  subtitle?: string;
  siteName: string;
  host: string;
}

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

/** Inter, shipped as an npm package (no system fonts needed), in its Latin and Latin Extended subsets. */
function loadFonts(): Promise<Font[]> {
  const file = (subset: string, weight: 400 | 700) => readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));
  return (fonts ??= Promise.all(
    (['latin', 'latin-ext'] as const).flatMap((subset) => ([400, 700] as const).map(async (weight): Promise<Font> => ({ name: 'Inter', data: await file(subset, weight), weight, style: 'normal' }))),
  ));
}

const BRAND = '#f97316';
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
/** Long titles get smaller type so they stay within three lines. */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 70 ? 62 : 50);

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Child | Child[] } };
type Child = Node | string;
const box = (style: Record<string, unknown>, children?: Child | Child[]): Node => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

function layout({ kicker, title, subtitle, siteName, host }: CardText): Node {
  const heading = clip(title, 110);
  return box({ width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, boxSizing: 'border-box', flexDirection: 'column', padding: '64px 72px', background: '#0f172a', color: '#f8fafc', fontFamily: 'Inter' }, [
    box({ flexDirection: 'column', flexGrow: 1, width: SOCIAL_CARD_WIDTH - 144 }, [
      box({ fontSize: 28, fontWeight: 700, color: BRAND, letterSpacing: 2, textTransform: 'uppercase' }, clip(kicker, 60)),
      box({ marginTop: 28, fontSize: titleSize(heading), fontWeight: 700, lineHeight: 1.12, width: SOCIAL_CARD_WIDTH - 144 }, heading),
      ...(subtitle ? [box({ marginTop: 28, fontSize: 32, color: '#cbd5e1', lineHeight: 1.35, width: SOCIAL_CARD_WIDTH - 144 }, clip(subtitle, 140))] : []),
    ]),
    box({ alignItems: 'center', justifyContent: 'space-between', width: SOCIAL_CARD_WIDTH - 144, borderTop: '2px solid #334155', paddingTop: 28 }, [
      box({ alignItems: 'center', fontSize: 34, fontWeight: 700 }, [box({ width: 22, height: 22, borderRadius: 6, background: BRAND, marginRight: 16 }), siteName]),
      box({ fontSize: 28, color: '#94a3b8' }, host),
    ]),
  ]);
}

/** The card as a 1200×630 PNG: laid out by satori (text drawn as shapes), rasterised by sharp. */
export async function renderCard(text: CardText): Promise<Buffer> {
  // Loaded with the first card: the layout engine is heavy and most processes never draw one.
  const { default: satori } = await import('satori');
  const svg = await satori(layout(text) as never, { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, fonts: await loadFonts() });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
