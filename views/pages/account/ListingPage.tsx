import { data, Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { CATEGORIES } from '../../../domain/directory/categories';
import { PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import { LISTING_SAVED_MESSAGE } from '../../../domain/listings/claims';
import type { ListingClaim, OwnedListing } from '../../../domain/listings/contract';
import type { RouteHandle } from '../../head';
import { PageShell } from '../../components/PageShell';
import { chosenImages } from '../../components/chosenImages';
import { formFields, formOutcome, siteApiOf, unlessNotFound, type FormOutcome } from '../../siteApi';
import { ListingStatsCard } from '../directory/ListingParts';
import { accountHead, signedInCall } from './accountAccess';

/** /account/listings/{slug}: claim a listing (the meta tag, then the check), or, once its verified owner, edit it and see its numbers. */
export async function loader({ params, context, request }: LoaderFunctionArgs): Promise<ListingClaim> {
  const found = await signedInCall(request, () => unlessNotFound(siteApiOf(context).listings.claimPage({ params: { slug: params.slug ?? '' } })));
  if (!found) throw data({ message: PRODUCT_NOT_FOUND }, { status: 404 });
  return found;
}

export async function action({ params, context, request }: ActionFunctionArgs): Promise<FormOutcome & { intent: string }> {
  const form = await request.formData();
  const { intent = '', name, headline, description, category, website_url } = formFields(form);
  const listings = siteApiOf(context).listings;
  const slug = { slug: params.slug ?? '' };
  const call = async (): Promise<FormOutcome> => {
    if (intent === 'verify') return formOutcome(listings.verifyClaim({ params: slug }));
    if (intent === 'images') return formOutcome(listings.replaceImages({ params: slug, body: chosenImages(form) }), () => LISTING_SAVED_MESSAGE);
    return formOutcome(listings.edit({ params: slug, body: { name, headline, description, category, website_url } }), () => LISTING_SAVED_MESSAGE);
  };
  // The endpoint's answer stays on the server: the form shows the message, the page reloads the listing.
  const { answer: _answer, ...outcome } = (await signedInCall(request, call)) as FormOutcome & { answer?: unknown };
  return { ...outcome, intent };
}

export const handle: RouteHandle<ListingClaim> = { head: ({ data: listing }) => accountHead(listing ? `Your listing: ${listing.name}` : 'Your listing') };

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200';
const button = 'rounded-lg bg-orange-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-600 disabled:opacity-60';

function Outcome({ outcome, testId }: { outcome?: FormOutcome; testId: string }) {
  if (!outcome) return null;
  return (
    <p role={outcome.ok ? 'status' : 'alert'} className={`rounded-xl p-3 text-sm ${outcome.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`} data-testid={testId}>
      {outcome.message}
    </p>
  );
}

/** The claim's two steps: the meta tag to paste into the home page, then the check. */
function ClaimSteps({ listing }: { listing: ListingClaim }) {
  const fetcher = useFetcher<typeof action>();
  return (
    <section aria-labelledby="claim" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="claim" className="text-lg font-semibold text-slate-900">Claim this listing</h2>
      <ol className="mt-4 list-decimal space-y-4 pl-5 text-sm text-slate-700">
        <li>
          Put this tag in the <code>&lt;head&gt;</code> of your home page, <strong className="break-all">{new URL('/', listing.website_url).href}</strong>:
          <input readOnly value={listing.claim?.metaTag ?? ''} aria-label="Verification meta tag" className={`${input} font-mono`} data-testid="claim-meta-tag" onFocus={(e) => e.currentTarget.select()} />
        </li>
        <li>
          Publish it, then let us check:
          <fetcher.Form method="post" className="mt-2 space-y-3">
            <Outcome outcome={fetcher.data} testId="claim-outcome" />
            <button name="intent" value="verify" className={button} disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' ? 'Checking...' : 'Verify my website'}
            </button>
          </fetcher.Form>
        </li>
      </ol>
    </section>
  );
}

/** The verified owner's editor: texts, category, website address, and new images. */
function OwnerEditor({ listing }: { listing: OwnedListing }) {
  const texts = useFetcher<typeof action>();
  const images = useFetcher<typeof action>();
  return (
    <section aria-labelledby="edit" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="edit" className="text-lg font-semibold text-slate-900">Edit your listing</h2>
      <texts.Form method="post" className="mt-4 grid gap-4">
        <label className="text-sm font-medium text-slate-800">Product name<input name="name" defaultValue={listing.name} className={input} /></label>
        <label className="text-sm font-medium text-slate-800">Headline<input name="headline" defaultValue={listing.headline} className={input} /></label>
        <label className="text-sm font-medium text-slate-800">Description<textarea name="description" rows={6} defaultValue={listing.description} className={input} /></label>
        <label className="text-sm font-medium text-slate-800">
          Category
          <select name="category" defaultValue={listing.category} className={input}>
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>{c.label}</option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">Website URL<input name="website_url" type="url" defaultValue={listing.website_url} className={input} /></label>
        <Outcome outcome={texts.data} testId="edit-outcome" />
        <button name="intent" value="edit" className={button} disabled={texts.state !== 'idle'}>{texts.state !== 'idle' ? 'Saving...' : 'Save changes'}</button>
      </texts.Form>
      <images.Form method="post" encType="multipart/form-data" className="mt-8 grid gap-4 sm:grid-cols-2">
        <label className="text-sm font-medium text-slate-800">New logo<input name="logo" type="file" accept="image/png,image/jpeg,image/gif" className={input} /></label>
        <label className="text-sm font-medium text-slate-800">New screenshot<input name="screenshot" type="file" accept="image/png,image/jpeg,image/gif" className={input} /></label>
        <div className="space-y-3 sm:col-span-2">
          <Outcome outcome={images.data} testId="images-outcome" />
          <button name="intent" value="images" className={button} disabled={images.state !== 'idle'}>Replace images</button>
        </div>
      </images.Form>
    </section>
  );
}

export function Component() {
  const listing = useLoaderData<typeof loader>();
  return (
    <PageShell>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <p className="text-sm"><Link to="/account" className="font-semibold text-orange-600 hover:text-orange-700">Your account</Link></p>
        <h1 className="mt-2 break-words text-3xl font-bold tracking-tight text-slate-900">{listing.name}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {listing.owned ? 'You are the verified owner of this listing.' : 'Prove that the website is yours to edit this listing and see its numbers.'}{' '}
          {listing.status === 'approved' && <Link to={`/product/${encodeURIComponent(listing.slug)}`} className="font-semibold text-orange-600 hover:text-orange-700">See the listing</Link>}
        </p>
        {listing.owned ? (
          <>
            <OwnerEditor listing={listing.owned} />
            <ListingStatsCard stats={listing.owned.stats} />
          </>
        ) : (
          <ClaimSteps listing={listing} />
        )}
      </div>
    </PageShell>
  );
}
