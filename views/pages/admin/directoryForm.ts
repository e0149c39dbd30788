import type { DirectoryInput } from '../../../domain/catalogue/directories';
import { DIRECTORIES_PAGE_SIZE, DIRECTORY_STATUSES, LINK_POLICIES } from '../../../domain/catalogue/limits';

/** The admin list's query as its address holds it (the API checks the values; unknown ones are dropped here). */
export function directoryQueryOf(search: URLSearchParams) {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const oneOf = <T extends string>(name: string, values: readonly T[]) => values.find((v) => v === search.get(name));
  return {
    q: text('q'),
    status: oneOf('status', DIRECTORY_STATUSES),
    category: text('category'),
    country: text('country'),
    linkPolicy: oneOf('linkPolicy', LINK_POLICIES),
    sort: oneOf('sort', ['rating', 'name', 'visits'] as const) ?? 'rating',
    page: Math.max(1, Math.trunc(Number(search.get('page'))) || 1),
    limit: DIRECTORIES_PAGE_SIZE,
  };
}

const list = (text: string) => text.split(/[;,\s]+/).filter(Boolean);

/** A directory as the admin's form describes it; a number that is not one is sent as written, for the server's rules to name. */
export function directoryFromForm(form: FormData): DirectoryInput {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const number = (name: string) => (text(name) === '' ? null : /^\d+$/.test(text(name)) ? Number(text(name)) : (text(name) as unknown as number));
  const checked = (name: string) => form.get(name) === 'on';
  return {
    domain: text('domain'),
    name: text('name'),
    url: text('url'),
    submitUrl: text('submitUrl'),
    domainRating: number('domainRating'),
    domainRatedAt: text('domainRatedAt') || undefined,
    monthlyVisits: number('monthlyVisits'),
    pricing: text('pricing') as DirectoryInput['pricing'],
    linkPolicy: text('linkPolicy') as DirectoryInput['linkPolicy'],
    categories: list(text('categories')),
    countries: list(text('countries')),
    requirements: { accountNeeded: checked('accountNeeded'), reciprocalLink: checked('reciprocalLink'), reviewDays: number('reviewDays'), notes: text('notes') },
    status: text('status') as DirectoryInput['status'],
    featured: checked('featured'),
    reciprocal: checked('reciprocal'),
  };
}
