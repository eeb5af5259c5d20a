/**
 * Writing a request's reference under the unique index: a clash with another request's reference
 * (about one in a trillion per write, more as the table grows) draws a fresh one and tries again.
 */

/** Draws before giving up: five clashes in a row mean something other than chance. */
const ATTEMPTS = 5;

/** Whether an error is the unique index on references refusing a value. */
const isReferenceClash = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: requests\.reference/.test(error.message);

/**
 * Runs `write` with `first`, then with fresh draws while the reference is taken; returns the
 * reference written. Other errors are thrown as they are.
 * @example setUniqueReference(newReference(), newReference, (reference) => insert({ ...row, reference }))
 */
export function setUniqueReference(first: string, draw: () => string, write: (reference: string) => void): string {
  let reference = first;
  for (let attempt = 1; ; attempt += 1) {
    try {
      write(reference);
      return reference;
    } catch (error) {
      if (!isReferenceClash(error) || attempt >= ATTEMPTS) throw error;
      reference = draw();
    }
  }
}
