/**
 * What a screen shows for one read of the API: a status line while it loads, an alert if it
 * failed, else what `children` makes of the data. Every screen's reads share it, so each says
 * "loading" and "failed" the same way to a screen reader (role status, role alert).
 */
import type { ReactNode } from 'react';

interface LoadStateProps<T> {
  /** The read: a TanStack Query result, or the same three fields worked out by the screen. */
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  /** The status line while it loads, e.g. "Loading templates…". */
  loading: string;
  /** The alert's text when it failed. */
  failed: ReactNode;
  /** Classes for either line's place on the screen (a margin). */
  className?: string;
  /** What to show once loaded; nothing when left out. */
  children?: (data: T) => ReactNode;
}

const join = (classes: string, extra: string | undefined) => (extra ? `${extra} ${classes}` : classes);

/**
 * @example <LoadState query={templates} loading="Loading templates…" failed={LOAD_TEMPLATES_FAILED}>{(data) => <List items={data.templates} />}</LoadState>
 */
export function LoadState<T>({ query, loading, failed, className, children }: LoadStateProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" className={join('text-slate-700', className)}>
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className={join('font-semibold text-red-800', className)}>
        {failed}
      </p>
    );
  }
  if (query.data === undefined || !children) return null;
  return children(query.data);
}
