import { dayAfter, launchToday, MAX_DAYS_AHEAD } from '../../../domain/launches/days';

export const LAUNCH_DATE_FIELD = 'launch_date';

/** The launch date chosen in a form ('' for none). */
export const launchDateIn = (form: HTMLFormElement | null): string => (form ? String(new FormData(form).get(LAUNCH_DATE_FIELD) ?? '').trim() : '');

/** Empties the field after a submission went through (the other fields are React's state). */
export function clearLaunchDate(form: HTMLFormElement | null): void {
  const input = form?.elements.namedItem(LAUNCH_DATE_FIELD);
  if (input instanceof HTMLInputElement) input.value = '';
}

/** The submission's optional launch day: today or later, at most 90 days ahead; left empty, the first free day. */
export function LaunchDateField({ invalid, errorMessageId }: { invalid: boolean; errorMessageId: string }) {
  const today = launchToday();
  return (
    <div>
      <label htmlFor="field-launch-date" className="mb-1.5 block text-sm font-medium text-slate-800">
        Launch date <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <input
        id="field-launch-date"
        name={LAUNCH_DATE_FIELD}
        type="date"
        min={today}
        max={dayAfter(today, MAX_DAYS_AHEAD)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-orange-500 focus:outline-none focus:ring-4 focus:ring-orange-500/15 sm:max-w-xs"
        aria-describedby="field-launch-date-hint"
        {...(invalid ? { 'aria-invalid': true, 'aria-errormessage': errorMessageId } : {})}
      />
      <p id="field-launch-date-hint" className="mt-1.5 text-xs text-slate-500">
        The day your product appears on the launches page, where visitors vote (UTC, up to {MAX_DAYS_AHEAD} days ahead). Leave it empty for the first free day.
      </p>
    </div>
  );
}
