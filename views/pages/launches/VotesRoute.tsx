import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import type { VoteCount } from '../../../domain/launches/types';
import type { RouteHandle } from '../../head';
import { formOutcome, siteApiOf, unlessNotFound, type FormOutcome } from '../../siteApi';

/**
 * /launches/votes/{slug}: what the vote button's fetchers call (views/components/launches/VoteButton.tsx): the
 * loader reads a product's votes now, the action casts the visitor's vote or takes it back (`intent=unvote`). Through
 * the router, the button needs no API client of its own.
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<VoteCount | null> {
  return unlessNotFound(siteApiOf(context).launches.votes({ params: { slug: params.slug ?? '' } }));
}

export type VoteAnswer = FormOutcome & { answer?: VoteCount };

export async function action({ params, request, context }: ActionFunctionArgs): Promise<VoteAnswer> {
  const input = { params: { slug: params.slug ?? '' } };
  const launches = siteApiOf(context).launches;
  const intent = (await request.formData()).get('intent');
  return formOutcome(intent === 'unvote' ? launches.unvote(input) : launches.vote(input), () => '');
}

// Fetchers' data, never a page to index.
export const handle: RouteHandle = { head: () => ({ title: 'Votes', description: "A product's votes.", robots: 'noindex, nofollow' }) };
