import type { Plan, PlanFeature, PlanType } from '../../../domain/plans/types';

/** Features as the plan form shows them: one per line, its sub-points below it on lines starting with "- ". */
export function featuresToText(features: readonly PlanFeature[]): string {
  return features.map((f) => (typeof f === 'string' ? f : [f.text, ...f.points.map((p) => `- ${p}`)].join('\n'))).join('\n');
}

function featuresFromText(text: string): PlanFeature[] {
  const features: PlanFeature[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const point = /^[-*]\s*(.+)$/.exec(line)?.[1];
    const last = features[features.length - 1];
    if (point && last !== undefined) {
      features[features.length - 1] = typeof last === 'string' ? { text: last, points: [point] } : { ...last, points: [...last.points, point] };
    } else {
      features.push(point ?? line);
    }
  }
  return features;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The plan a form describes; numbers that are not numbers are left for the server's rules to refuse. */
export function planFromForm(form: FormData): Plan {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const number = (name: string) => (text(name) === '' ? NaN : Number(text(name)));
  const stroke = text('strokePrice');
  return {
    id: text('id'),
    label: text('label'),
    price: number('price'),
    strokePrice: stroke === '' ? null : Number(stroke),
    devise: text('devise') || '$',
    type: text('type') as PlanType,
    headline: text('headline'),
    stripePlanId: text('stripePlanId'),
    active: form.get('active') === 'on',
    url: text('url'),
    position: Math.trunc(number('position')),
    description: text('description'),
    features: featuresFromText(String(form.get('features') ?? '')),
    nofeatures: lines(String(form.get('nofeatures') ?? '')),
    popular: form.get('popular') === 'on',
  };
}
