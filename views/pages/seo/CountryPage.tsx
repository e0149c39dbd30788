import type { RouteHandle } from '../../head';
import { RootErrorBoundary } from '../../components/RootErrorBoundary';
export { Component } from './GeneratedPage';
import { countryPageLoader, type SeoPageLoaderData } from './loaders';
import { seoHead } from './SeoParts';

/**
 * /c/{slug}: exactly 4 hyphen-separated parts, the last a known country (else 302 /404). Any prefix
 * reaches the same country, so the page carries that country's one canonical address.
 */
export const loader = countryPageLoader;

export const handle: RouteHandle<SeoPageLoaderData> = { head: ({ data }) => seoHead(data) };

export const ErrorBoundary = RootErrorBoundary;
