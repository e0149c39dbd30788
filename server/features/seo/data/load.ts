/**
 * The programmatic pages' copy lives in the JSON files of this folder, read when a page first needs it: a process
 * that renders none (the worker, the CLI, a test of the API) never parses it. Each loader calls `require` with a
 * literal path inside a function: Node, tsx and Jest read the file on that call, and esbuild bundles it as a module
 * that is evaluated on that call too (an `import` would be evaluated when the bundle starts).
 */

/** A value built on the first call and handed back after. */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** The value frozen all the way down: no page can change the copy another page shows. */
export function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}
