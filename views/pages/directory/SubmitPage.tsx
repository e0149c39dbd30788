import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { DirectoryShell } from './DirectoryHeader';
import { imageFacts, submitProduct } from './submitProduct';
import { CATEGORIES, checkSubmission, HONEYPOT_FIELD, MAX_LENGTHS, SUBMIT_SUCCESS_MESSAGE, type SubmissionFields } from './submitRules';

/** Spec section 9: the error banner shows for 5 seconds. */
export const ERROR_BANNER_MS = 5000;
export const SUCCESS_TITLE = 'Submission Successful!';

export const handle: RouteHandle = {
  head: () => ({
    title: 'Submit your product - Free Startup Directory',
    description: 'List your startup, SaaS or AI tool in our free directory: add your logo, a screenshot and a short description, and get your own product page with a link to your website.',
    canonicalPath: '/directories/submit',
  }),
};

const EMPTY_FIELDS: SubmissionFields = { name: '', headline: '', description: '', website_url: '', category: '', email: '', firstname: '' };

/** Idle, submitting, success or error: exactly one at a time (spec section 4). */
type SubmitState = { phase: 'idle' } | { phase: 'submitting' } | { phase: 'success'; message: string } | { phase: 'error'; message: string; id: number };

export function Component() {
  const [fields, setFields] = useState<SubmissionFields>(EMPTY_FIELDS);
  const [logo, setLogo] = useState<File | null>(null);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [state, setState] = useState<SubmitState>({ phase: 'idle' });
  const honeypotRef = useRef<HTMLInputElement>(null);
  const errorCount = useRef(0);

  const errorId = state.phase === 'error' ? state.id : 0;
  useEffect(() => {
    if (!errorId) return;
    const timer = window.setTimeout(() => setState((current) => (current.phase === 'error' && current.id === errorId ? { phase: 'idle' } : current)), ERROR_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [errorId]);

  const showError = (message: string) => {
    errorCount.current += 1;
    setState({ phase: 'error', message, id: errorCount.current });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'submitting') return;
    const problem = checkSubmission(fields, { logo: await imageFacts(logo), screenshot: await imageFacts(screenshot) });
    if (problem) return showError(problem);
    if (!logo || !screenshot) return;
    setState({ phase: 'submitting' });
    const outcome = await submitProduct(fields, { logo, screenshot }, honeypotRef.current?.value ?? '');
    if (!outcome.ok) return showError(outcome.message);
    setFields(EMPTY_FIELDS);
    setLogo(null);
    setScreenshot(null);
    setState({ phase: 'success', message: SUBMIT_SUCCESS_MESSAGE });
  };

  const submitting = state.phase === 'submitting';

  return (
    <DirectoryShell>
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

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {state.phase === 'error' && (
            <div role="alert" className="mb-6 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-testid="submit-error">
              <svg className="mt-0.5 h-5 w-5 shrink-0 text-red-500" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                <path fillRule="evenodd" d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z" clipRule="evenodd" />
              </svg>
              <p>{state.message}</p>
            </div>
          )}
          <noscript>
            <p className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">Please enable JavaScript to preview your images before submitting.</p>
          </noscript>

          <form action="/api/products" method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="space-y-8" aria-busy={submitting}>
            <FormSection title="Product" description="What you are launching, in your own words.">
              <TextField label="Product name" name="name" value={fields.name} onChange={update} placeholder="Acme Analytics" autoComplete="organization" />
              <TextField label="Headline" name="headline" value={fields.headline} onChange={update} placeholder="Privacy-friendly analytics for indie makers" hint="One sentence that sums up your product." />
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
                />
                <p id="field-description-count" className="mt-1.5 text-right text-xs text-slate-500">
                  {fields.description.length} / {MAX_LENGTHS.description}
                </p>
              </div>
              <div className="grid gap-6 sm:grid-cols-2">
                <TextField label="Website URL" name="website_url" type="url" value={fields.website_url} onChange={update} placeholder="https://example.com" autoComplete="url" inputMode="url" />
                <div>
                  <FieldLabel htmlFor="field-category">Category</FieldLabel>
                  <select id="field-category" name="category" required value={fields.category} onChange={update} className={`${inputClass} pr-8`}>
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
                <ImageField label="Logo" name="logo" file={logo} onFile={setLogo} hint="Square works best, at least 256 × 256 px." square />
                <ImageField label="Screenshot" name="screenshot" file={screenshot} onFile={setScreenshot} hint="Your product in action, ideally 1600 px wide." />
              </div>
            </FormSection>

            <FormSection title="About you" description="We only use these to tell you about your submission; they are never shown publicly.">
              <div className="grid gap-6 sm:grid-cols-2">
                <TextField label="First name" name="firstname" value={fields.firstname} onChange={update} placeholder="Jane" autoComplete="given-name" />
                <TextField label="Email" name="email" type="email" value={fields.email} onChange={update} placeholder="jane@example.com" autoComplete="email" />
              </div>
            </FormSection>

            {/* Left empty by people; bots that fill every field give themselves away. */}
            <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
              <label htmlFor="field-company-website">Company website</label>
              <input ref={honeypotRef} id="field-company-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>

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
          </form>
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
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
          <UpsellCard />
        </aside>
      </div>

      <SuccessDialog open={state.phase === 'success'} message={state.phase === 'success' ? state.message : ''} onClose={() => setState({ phase: 'idle' })} />
    </DirectoryShell>
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

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-800">
      {children}
      <span className="ml-0.5 text-orange-600" aria-hidden="true">
        *
      </span>
    </label>
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

function ImageField({ label, name, file, onFile, hint, square = false }: { label: string; name: 'logo' | 'screenshot'; file: File | null; onFile: (file: File | null) => void; hint: string; square?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(file);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const id = `field-${name}`;

  // Clearing the form clears the native input too, so choosing the same file again still fires a change.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) onFile(dropped);
  };

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        required
        onChange={onChange}
        className="peer sr-only"
        aria-describedby={hintId}
        tabIndex={file ? -1 : 0}
      />
      {file && previewUrl ? (
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
              onClick={() => inputRef.current?.click()}
              className="shrink-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-orange-300 hover:text-orange-600 focus-visible:outline-2 focus-visible:outline-orange-500"
            >
              Replace {label.toLowerCase()}
            </button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={id}
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
      )}
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {hint}
      </p>
    </div>
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
function SuccessDialog({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
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
          <button
            ref={closeRef}
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-orange-500"
          >
            Close
          </button>
          <Link to="/#pricing" className="rounded-lg bg-orange-500 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-orange-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500">
            View Pricing
          </Link>
        </div>
      </div>
    </dialog>
  );
}
