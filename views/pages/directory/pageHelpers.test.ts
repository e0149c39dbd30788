import { displayHost, pageWindow, referralUrl } from './format';
import { shortDate, monthYear } from '../../../domain/common/dates';
import { productErrorMessage, seoDescription } from './ProductPage';
import { directoriesHref } from '../../../domain/directory/listParams';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';

/** A route error response as the router hands it to an ErrorBoundary (what a loader's thrown data() becomes). */
const routeError = (status: number, message?: string) => new ErrorResponse(status, '', message === undefined ? null : { message });

describe('directory card and pagination helpers', () => {
  it('When a creation date is shown, then it reads MMM yyyy in UTC whatever the time zone', () => {
    expect(monthYear('2026-11-30T23:30:00.000Z')).toBe('Nov 2026');
    expect(monthYear('2027-01-01T00:10:00.000Z')).toBe('Jan 2027');
    expect(shortDate('2026-03-05T12:00:00.000Z')).toBe('Mar 5, 2026');
    expect(monthYear('not a date')).toBe('');
  });

  it('When there are many pages, then at most 5 page numbers show around the current one, all within 1..totalPages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('When a list address is built, then page 1 and an empty search leave no query, and the search is kept across pages', () => {
    expect(directoriesHref(1, '')).toBe('/directories');
    expect(directoriesHref(3, '')).toBe('/directories?page=3');
    expect(directoriesHref(2, 'ai & ml')).toBe('/directories?q=ai+%26+ml&page=2');
  });
});

describe('product page helpers', () => {
  it('When the website is visited from a product page, then the address carries the referral marker and keeps its own query', () => {
    expect(referralUrl('https://acme.io/pricing?plan=pro', 'LaunchBoost')).toBe('https://acme.io/pricing?plan=pro&ref=launchboost');
    expect(referralUrl('https://acme.io', 'My Site')).toBe('https://acme.io/?ref=my-site');
    expect(referralUrl('javascript:alert(1)', 'LaunchBoost')).toBeNull();
    expect(displayHost('https://www.acme.io/x')).toBe('acme.io');
  });

  it('When the founder wrote a long description, then it is the meta description (cut within 160 characters); a short one is filled out to 110-160 with the headline, category and directory', () => {
    const product = { name: 'Invoicely', headline: 'Send invoices in seconds', category: 'fintech', description: 'a'.repeat(161) };
    expect(seoDescription(product, 'LaunchBoost')).toBe(`${'a'.repeat(157)}...`);
    expect(seoDescription({ ...product, description: 'a'.repeat(160) }, 'LaunchBoost')).toBe('a'.repeat(160));
    const short = seoDescription({ ...product, description: 'Invoices, fast and simple.' }, 'LaunchBoost');
    expect(short).toMatch(/^Invoices, fast and simple\. Send invoices in seconds\. Invoicely is listed under .+ in the LaunchBoost startup directory\./);
    expect(short.length).toBeGreaterThanOrEqual(110);
    expect(short.length).toBeLessThanOrEqual(160);
  });

  it('When a product fails to load, then the message follows the spec: 404, 500, own message, default', () => {
    expect(productErrorMessage(routeError(404, 'whatever'))).toBe('Product not found');
    expect(productErrorMessage(routeError(500, 'boom'))).toBe('Server error occurred');
    expect(productErrorMessage(routeError(429, 'Too many requests'))).toBe('Too many requests');
    expect(productErrorMessage(routeError(429))).toBe('An error occurred while loading the product');
    expect(productErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(productErrorMessage(undefined)).toBe('An error occurred while loading the product');
  });
});
