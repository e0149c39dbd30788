import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { data, Link, useActionData, useFetcher, type ActionFunctionArgs } from 'react-router-dom';
import { CATEGORIES } from '../../../domain/directory/categories';
import { ATTRIBUTION_FIELD } from '../../../domain/campaigns/campaign';
import { AttributionField } from '../../components/AttributionField';
import { GENERIC_ERROR_MESSAGE, UPLOAD_UNREADABLE_MESSAGE } from '../../../domain/common/messages';
import { checkSubmission, HONEYPOT_FIELD, MAX_LENGTHS, SUBMISSION_FIELDS, SUBMIT_FAILED_MESSAGE, SUBMIT_SUCCESS_MESSAGE, SUBMIT_TRANSPORT_ERROR_MESSAGE, type SubmissionFields } from '../../../domain/directory/submission';
import type { RouteHandle } from '../../head';
import { formOutcome, siteApiOf, type FormOutcome } from '../../siteApi';
import { DirectoryShell } from './DirectoryHeader';
import { clearLaunchDate, LAUNCH_DATE_FIELD, LaunchDateField, launchDateIn } from './LaunchDateField';

/** Spec section 9: the error banner shows for 5 seconds. */
const ERROR_BANNER_MS = 5000;
const SUCCESS_TITLE = 'Submission Successful!';

export const handle: RouteHandle = {
  head: () => ({
    title: 'Submit your product - Free Startup Directory',
    description: 'List your startup, SaaS or AI tool in our free directory: add your logo, a screenshot and a short description, and get your own product page with a link to your website.',
    canonicalPath: '/directories/submit',
  }),
};

/** What the action answers: the outcome, and on a refusal the text the visitor typed (to fill the form again without JavaScript). */
type SubmitAnswer = FormOutcome & { values?: Partial<SubmissionFields> };

/** Spec section 8: a refusal shows the server's message, else the spec's failure text; no answer at all shows the transport error text. */
async function submission(call: Promise<{ message: string }>): Promise<FormOutcome> {
  const outcome: FormOutcome = await formOutcome(call);
  if (outcome.ok) return { ok: true, message: outcome.message };
  if (outcome.status === 0) return { ok: false, message: SUBMIT_TRANSPORT_ERROR_MESSAGE };
  return outcome.message && outcome.message !== GENERIC_ERROR_MESSAGE ? outcome : { ...outcome, message: SUBMIT_FAILED_MESSAGE };
}

/** POST /directories/submit: the same checks and service as POST /api/products, for the form with or without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const outcome = form ? await submission(siteApiOf(context).directory.submit({ body: form })) : { ok: false, message: UPLOAD_UNREADABLE_MESSAGE, status: 400 };
  const values = !outcome.ok && form ? Object.fromEntries(SUBMISSION_FIELDS.map((key) => [key, String(form.get(key) ?? '')])) : undefined;
  return data<SubmitAnswer>({ ...outcome, values }, { status: outcome.ok ? 200 : (outcome.status ?? 400) });
}

const ERROR_MESSAGE_ID = 'submit-error-message';

const EMPTY_FIELDS: SubmissionFields = { name: '', headline: '', description: '', website_url: '', category: '', email: '', firstname: '' };

/** What the rules need to know about a chosen file: its size and its first 16 bytes. */
async function imageFacts(file: File | null): Promise<{ size: number; head: Uint8Array } | null> {
  if (!file) return null;
  return { size: file.size, head: new Uint8Array(await file.slice(0, 16).arrayBuffer()) };
}

/** The file chosen in a form's file field, if any (an empty field gives a nameless empty file). */
const chosenFile = (value: FormDataEntryValue | null): File | null => (value instanceof File && value.name ? value : null);

/** Idle, submitting, success or error: exactly one at a time (spec section 4). */
type SubmitState = { phase: 'idle' } | { phase: 'submitting' } | { phase: 'success'; message: string } | { phase: 'error'; message: string; field?: string; id: number };

function stateFrom(answer: SubmitAnswer | undefined): SubmitState {
  if (!answer) return { phase: 'idle' };
  return answer.ok ? { phase: 'success', message: answer.message } : { phase: 'error', message: answer.message, field: answer.field, id: 0 };
}

type FieldChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/** The form's state: what was typed and chosen, the one phase it is in, and its submission through the fetcher. */
function useSubmissionForm(answered: SubmitAnswer | undefined) {
  const fetcher = useFetcher<typeof action>();
  const [fields, setFields] = useState<SubmissionFields>(answered?.ok === false ? { ...EMPTY_FIELDS, ...answered.values } : EMPTY_FIELDS);
  const [logo, setLogo] = useState<File | null>(null);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [state, setState] = useState<SubmitState>(() => stateFrom(answered));
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorCount = useRef(0);

  const errorId = state.phase === 'error' ? state.id : -1;
  useEffect(() => {
    if (errorId < 1) return;
    const timer = window.setTimeout(() => setState((current) => (current.phase === 'error' && current.id === errorId ? { phase: 'idle' } : current)), ERROR_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [errorId]);

  const showError = (message: string, field?: string) => {
    errorCount.current += 1;
    setState({ phase: 'error', message, field, id: errorCount.current });
    // The field is marked and focused for keyboard and screen-reader users; the page scrolls up to the spec's banner.
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const update = (event: FieldChange) => {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  };

  // What was typed or chosen while the page's script was arriving: React's state starts empty, the browser's fields do not.
  useEffect(() => {
    if (!formRef.current) return;
    const typed = new FormData(formRef.current);
    setFields((current) => ({ ...current, ...Object.fromEntries(SUBMISSION_FIELDS.map((key) => [key, String(typed.get(key) ?? current[key])])) }));
    setLogo((current) => current ?? chosenFile(typed.get('logo')));
    setScreenshot((current) => current ?? chosenFile(typed.get('screenshot')));
  }, []);

  // The action's answer, once per submission.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const answer = fetcher.data;
    if (!answer.ok) return showError(answer.message, answer.field);
    setFields(EMPTY_FIELDS);
    clearLaunchDate(formRef.current);
    setLogo(null);
    setScreenshot(null);
    setState({ phase: 'success', message: answer.message || SUBMIT_SUCCESS_MESSAGE });
  }, [fetcher.state, fetcher.data]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'submitting' || fetcher.state !== 'idle') return;
    const launchDate = launchDateIn(formRef.current);
    const problem = checkSubmission({ ...fields, launch_date: launchDate, logo: await imageFacts(logo), screenshot: await imageFacts(screenshot) });
    if (problem) return showError(problem.message, problem.field);
    if (!logo || !screenshot) return;
    setState({ phase: 'submitting' });
    const body = new FormData();
    for (const key of SUBMISSION_FIELDS) body.append(key, fields[key].trim());
    body.append(LAUNCH_DATE_FIELD, launchDate);
    body.append(HONEYPOT_FIELD, honeypotRef.current?.value ?? '');
    // Filled by the page's attribution script as the form was sent (domain/campaigns/attribution.ts).
    body.append(ATTRIBUTION_FIELD, formRef.current ? String(new FormData(formRef.current).get(ATTRIBUTION_FIELD) ?? '') : '');
    body.append('logo', logo, logo.name);
    body.append('screenshot', screenshot, screenshot.name);
    fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' });
  };

  const invalidField = state.phase === 'error' ? state.field : undefined;
  return { fields, update, logo, setLogo, screenshot, setScreenshot, state, setState, honeypotRef, formRef, onSubmit, invalidField };
}

export function Component() {
  // Without JavaScript the form posts to this page and the answer arrives as action data; with it, through the fetcher.
  const answered = useActionData<typeof action>();
  const form = useSubmissionForm(answered);
  const { state, setState } = form;

  return (
    <DirectoryShell>
      <SubmitIntro />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {state.phase === 'error' && <ErrorBanner message={state.message} />}
          <noscript>
            <p className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">Please enable JavaScript to preview your images before submitting.</p>
          </noscript>
          <SubmissionForm form={form} />
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <WhyListCard />
          <UpsellCard />
        </aside>
      </div>

      <SuccessDialog open={state.phase === 'success'} openOnServer={answered?.ok === true} message={state.phase === 'success' ? state.message : ''} onClose={() => setState({ phase: 'idle' })} />
    </DirectoryShell>
  );
}

function SubmitIntro() {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-orange-50/80 to-white">
      <div className="mx-auto max-w-6xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <Link to="/directories" className="hover:text-orange-600">
            Directories
          </Link>
          <span aria-hidden="true" className="mx-1.5">
            /
          </span>
          <span className="font-medium text-slate-700">Submit</span>
        </nav>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Submit your product</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">List your startup, SaaS or AI tool for free. Every submission is reviewed before it goes live, and you get a confirmation email right away.</p>
      </div>
    </div>
  );
}

/** Spec section 9: the error banner above the form. */
function ErrorBanner({ message }: { message: string }) {
  return (
    <div role="alert" className="mb-6 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-testid="submit-error">
      <svg className="mt-0.5 h-5 w-5 shrink-0 text-red-500" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path fillRule="evenodd" d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z" clipRule="evenodd" />
      </svg>
      <p id={ERROR_MESSAGE_ID}>{message}</p>
    </div>
  );
}

/** The form itself: it posts to this page without JavaScript, and through the fetcher with it. */
function SubmissionForm({ form }: { form: ReturnType<typeof useSubmissionForm> }) {
  const { fields, update, logo, setLogo, screenshot, setScreenshot, state, honeypotRef, formRef, onSubmit, invalidField } = form;
  const submitting = state.phase === 'submitting';
  const invalid = (name: string) => (invalidField === name ? { 'aria-invalid': true, 'aria-errormessage': ERROR_MESSAGE_ID } : {});
  return (
    <form ref={formRef} method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="space-y-8" aria-busy={submitting}>
      <FormSection title="Product" description="What you are launching, in your own words.">
        <TextField label="Product name" name="name" {...invalid('name')} value={fields.name} onChange={update} placeholder="Acme Analytics" autoComplete="organization" />
        <TextField label="Headline" name="headline" {...invalid('headline')} value={fields.headline} onChange={update} placeholder="Privacy-friendly analytics for indie makers" hint="One sentence that sums up your product." />
        <div>
          <FieldLabel htmlFor="field-description">Description</FieldLabel>
          <textarea
            id="field-description"
            name="description"
            rows={6}
            required
            maxLength={MAX_LENGTHS.description}
            value={fields.description}
            onChange={update}
            placeholder="What does it do, who is it for, and what makes it different?"
            className={inputClass}
            aria-describedby="field-description-count"
            {...invalid('description')}
          />
          <p id="field-description-count" className="mt-1.5 text-right text-xs text-slate-500">
            {fields.description.length} / {MAX_LENGTHS.description}
          </p>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label="Website URL" name="website_url" {...invalid('website_url')} type="url" value={fields.website_url} onChange={update} placeholder="https://example.com" autoComplete="url" inputMode="url" />
          <div>
            <FieldLabel htmlFor="field-category">Category</FieldLabel>
            <select id="field-category" name="category" required {...invalid('category')} value={fields.category} onChange={update} className={`${inputClass} pr-8`}>
              <option value="">Select a category</option>
              {CATEGORIES.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </FormSection>

      <FormSection title="Images" description="JPG, PNG or GIF, up to 5MB each.">
        <div className="grid gap-6 sm:grid-cols-2">
          <ImageField label="Logo" name="logo" invalid={invalidField === 'logo'} file={logo} onFile={setLogo} hint="Square works best, at least 256 × 256 px." square />
          <ImageField label="Screenshot" name="screenshot" invalid={invalidField === 'screenshot'} file={screenshot} onFile={setScreenshot} hint="Your product in action, ideally 1600 px wide." />
        </div>
      </FormSection>

      <FormSection title="Launch day" description="Each day holds a few launches; the three with the most votes become the products of the day.">
        <LaunchDateField invalid={invalidField === LAUNCH_DATE_FIELD} errorMessageId={ERROR_MESSAGE_ID} />
      </FormSection>

      <FormSection title="About you" description="We only use these to tell you about your submission; they are never shown publicly.">
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label="First name" name="firstname" {...invalid('firstname')} value={fields.firstname} onChange={update} placeholder="Jane" autoComplete="given-name" />
          <TextField label="Email" name="email" {...invalid('email')} type="email" value={fields.email} onChange={update} placeholder="jane@example.com" autoComplete="email" />
        </div>
      </FormSection>

      {/* Left empty by people; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="field-company-website">Company website</label>
        <AttributionField />
        <input ref={honeypotRef} id="field-company-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <SubmitRow submitting={submitting} />
    </form>
  );
}

function SubmitRow({ submitting }: { submitting: boolean }) {
  return (
    <div className="flex flex-col-reverse items-stretch gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xs text-slate-500">By submitting you confirm that you own or represent this product.</p>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex items-center justify-center gap-2 rounded-xl bg-orange-500 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-orange-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {submitting && (
          <svg className="h-4 w-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
            <path d="M22 12a10 10 0 00-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        )}
        {submitting ? 'Submitting...' : 'Submit Product'}
      </button>
    </div>
  );
}

function WhyListCard() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="font-semibold text-slate-900">Why list your product here?</h2>
      <ul className="mt-4 space-y-3 text-sm text-slate-600">
        {['Free listing, no account needed', 'Your own product page with a link to your website', 'Discovered by founders, makers and early adopters', 'Email updates on your review status'].map((item) => (
          <li key={item} className="flex gap-2.5">
            <svg className="mt-0.5 h-4 w-4 shrink-0 text-orange-500" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
              <path fillRule="evenodd" d="M16.704 4.153a.75.75 0 01.143 1.052l-8 10.5a.75.75 0 01-1.127.075l-4.5-4.5a.75.75 0 011.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 011.05-.143z" clipRule="evenodd" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-orange-500 focus:outline-none focus:ring-4 focus:ring-orange-500/15';

function FormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <legend className="sr-only">{title}</legend>
      <h2 className="text-lg font-semibold text-slate-900" aria-hidden="true">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{description}</p>
      <div className="mt-6 space-y-6">{children}</div>
    </fieldset>
  );
}

/** A field's name above it: its <label>, or (`id` instead of `htmlFor`) a caption the field names itself by with aria-labelledby. */
function FieldLabel({ htmlFor, id, children }: { htmlFor?: string; id?: string; children: ReactNode }) {
  const Tag = htmlFor ? 'label' : 'span';
  return (
    <Tag htmlFor={htmlFor} id={id} className="mb-1.5 block text-sm font-medium text-slate-800">
      {children}
      <span className="ml-0.5 text-orange-600" aria-hidden="true">
        *
      </span>
    </Tag>
  );
}

function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  hint,
  ...rest
}: {
  label: string;
  name: keyof SubmissionFields;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'url' | 'email' | 'text';
  'aria-invalid'?: boolean;
  'aria-errormessage'?: string;
}) {
  const id = `field-${name}`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input id={id} name={name} type={type} required maxLength={MAX_LENGTHS[name]} value={value} onChange={onChange} className={inputClass} aria-describedby={hint ? `${id}-hint` : undefined} {...rest} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A blob: address for a chosen file, revoked when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function ImageField({
  label,
  name,
  file,
  onFile,
  hint,
  square = false,
  invalid = false,
}: {
  label: string;
  name: 'logo' | 'screenshot';
  file: File | null;
  onFile: (file: File | null) => void;
  hint: string;
  square?: boolean;
  invalid?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(file);
  const hintId = useId();
  const id = `field-${name}`;

  // Clearing the form clears the native input too, so choosing the same file again still fires a change; a file chosen
  // before hydration (not yet adopted by the form) is left alone.
  const hadFile = useRef(false);
  useEffect(() => {
    if (file) hadFile.current = true;
    else if (hadFile.current && inputRef.current) {
      inputRef.current.value = '';
      hadFile.current = false;
    }
  }, [file]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null);

  return (
    <div>
      {/* The drop zone below is the input's one <label> (a click on it opens the picker, also without JavaScript). */}
      <FieldLabel id={`${id}-name`}>{label}</FieldLabel>
      <input
        ref={inputRef}
        aria-labelledby={`${id}-name`}
        id={id}
        name={name}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        required
        onChange={onChange}
        className="peer sr-only"
        aria-describedby={hintId}
        aria-invalid={invalid || undefined}
        aria-errormessage={invalid ? ERROR_MESSAGE_ID : undefined}
        tabIndex={file ? -1 : 0}
      />
      {file && previewUrl ? (
        <ImagePreview label={label} name={name} file={file} previewUrl={previewUrl} square={square} onReplace={() => inputRef.current?.click()} />
      ) : (
        <DropZone label={label} htmlFor={id} onFile={onFile} />
      )}
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

/** The chosen image, its name and size, and a button to choose another. */
function ImagePreview({ label, name, file, previewUrl, square, onReplace }: { label: string; name: string; file: File; previewUrl: string; square: boolean; onReplace: () => void }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3" data-testid={`${name}-preview`}>
      <div className="flex h-32 items-center justify-center overflow-hidden rounded-lg bg-white">
        <img src={previewUrl} alt={`${label} preview`} className={square ? 'h-24 w-24 rounded-xl object-cover' : 'max-h-32 w-full object-contain'} />
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <p className="min-w-0 truncate text-xs text-slate-600">
          <span className="font-medium text-slate-800">{file.name}</span> · {formatBytes(file.size)}
        </p>
        <button
          type="button"
          onClick={onReplace}
          className="shrink-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-orange-300 hover:text-orange-600 focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          Replace {label.toLowerCase()}
        </button>
      </div>
    </div>
  );
}

/** The file input's label: a click opens the picker, and a file dropped on it is chosen. */
function DropZone({ label, htmlFor, onFile }: { label: string; htmlFor: string; onFile: (file: File | null) => void }) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) onFile(dropped);
  };
  return (
    <label
      htmlFor={htmlFor}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex h-44 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 text-center transition peer-focus-visible:border-orange-500 peer-focus-visible:ring-4 peer-focus-visible:ring-orange-500/15 ${dragging ? 'border-orange-400 bg-orange-50' : 'border-slate-300 bg-slate-50/60 hover:border-orange-300 hover:bg-orange-50/40'}`}
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-orange-500 shadow-sm ring-1 ring-slate-200" aria-hidden="true">
        <svg className="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path strokeLinecap="round" strokeLinejoin="round" d="M3 16.5v2.25A2.25 2.25 0 005.25 21h13.5A2.25 2.25 0 0021 18.75V16.5m-13.5-9L12 3m0 0l4.5 4.5M12 3v13.5" />
        </svg>
      </span>
      <span className="mt-3 text-sm font-semibold text-slate-800">
        <span className="text-orange-600">Upload {label.toLowerCase()}</span> or drag and drop
      </span>
      <span className="mt-1 text-xs text-slate-500">PNG, JPG or GIF up to 5MB</span>
    </label>
  );
}

function UpsellCard() {
  return (
    <div className="rounded-2xl bg-slate-900 p-6 text-white">
      <p className="text-xs font-semibold uppercase tracking-wide text-orange-400">Go further</p>
      <h2 className="mt-2 text-lg font-semibold">Get listed on 200+ directories</h2>
      <p className="mt-2 text-sm text-slate-300">We submit your product to 200+ hand-picked directories for backlinks, domain authority and a steady stream of visitors.</p>
      <Link to="/#pricing" className="mt-5 inline-block rounded-lg bg-orange-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-600">
        See pricing
      </Link>
    </div>
  );
}

/** The success modal: a native modal dialog, so focus moves in, stays in, and Escape closes it. */
/** The success modal; after a submission without JavaScript the server renders it open, and its Close button is a native dialog form. */
function SuccessDialog({ open, openOnServer, message, onClose }: { open: boolean; openOnServer: boolean; message: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      open={openOnServer || undefined}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 backdrop:backdrop-blur-sm"
    >
      <div className="p-6 sm:p-8">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-600" aria-hidden="true">
          <svg className="h-7 w-7" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
            <path strokeLinecap="round" strokeLinejoin="round" d="M4.5 12.75l6 6 9-13.5" />
          </svg>
        </div>
        <h2 id={titleId} className="mt-5 text-center text-2xl font-bold tracking-tight">
          {SUCCESS_TITLE}
        </h2>
        <p id={textId} className="mt-3 text-center text-slate-600">
          {message}
        </p>
        <div className="mt-6 rounded-xl border border-orange-200 bg-orange-50 p-4">
          <p className="font-semibold text-slate-900">Want even more visibility?</p>
          <p className="mt-1 text-sm text-slate-600">We can submit your product to 200+ directories for backlinks and traffic, so you can focus on building.</p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <form method="dialog" className="contents">
            <button
              ref={closeRef}
              type="submit"
              className="w-full rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-orange-500 sm:w-auto"
            >
              Close
            </button>
          </form>
          <Link to="/#pricing" className="rounded-lg bg-orange-500 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-orange-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500">
            View Pricing
          </Link>
        </div>
      </div>
    </dialog>
  );
}
