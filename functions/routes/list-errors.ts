/**
 * The list reads' own errors, answered as the caller's to fix (400) rather than as faults (500):
 * a page cursor that does not decode, and a filter a store cannot answer exactly within its read
 * bound (Firestore checks some conditions itself, such as a second search word, and stops past a
 * bound rather than give a short page or a wrong total; functions/storage/ports.ts, page).
 */
import { ApiFailure } from '../http/api-error.ts';
import { InvalidCursorError } from '../services/staff-list.ts';
import { ScanLimitError } from '../storage/ports.ts';

export const TOO_BROAD_MESSAGE =
  'This filter would need too many requests read to answer exactly. Narrow it: add a status, a category or dates, or type a longer search word.';

/**
 * Runs a list read, turning its caller-side errors into 400s.
 * @example const page = await listRead(staffListPage(store, view, viewer));
 */
export async function listRead<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new ApiFailure(400, error.message);
    if (error instanceof ScanLimitError) throw new ApiFailure(400, TOO_BROAD_MESSAGE);
    throw error;
  }
}
