/**
 * What `make` gives, made at the first call and shared by every later one. A failure is not kept: the
 * next call tries again (a dependency that was not ready yet may be by then).
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}
