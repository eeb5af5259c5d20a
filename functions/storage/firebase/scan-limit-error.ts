/**
 * Thrown when a Firestore list or count would have to read more documents than its bound to stay
 * exact: conditions Firestore cannot take (a second search word, more `in` values than its
 * disjunction limit, a date range on a field the list is not sorted by) are checked in this
 * process, and a filter that matches few of many documents makes that read long. The caller gets an
 * error rather than a short page or a wrong total; a narrower filter (one more condition Firestore
 * can take, or a longer first search word) answers.
 */
export class ScanLimitError extends Error {
  override name = 'ScanLimitError';

  readonly operation: 'page' | 'count';
  readonly limit: number;

  /** @example new ScanLimitError('count', 100_000).message // 'count: more than 100000 documents…' */
  constructor(operation: 'page' | 'count', limit: number) {
    super(`${operation}: more than ${limit} documents to read for this filter; narrow it.`);
    this.operation = operation;
    this.limit = limit;
  }
}
