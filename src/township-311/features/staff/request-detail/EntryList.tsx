import { formatRequestDate } from '#domain/requests/format-date.ts';
import { newestFirst } from './newest-first.ts';

interface Entry {
  timestamp: string;
  text: string;
  user: string;
}

/** Notes or comments, newest first, each with its author and date. */
export function EntryList({ entries, label, empty }: { entries: readonly Entry[]; label: string; empty: string }) {
  if (entries.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-3" aria-label={label}>
      {newestFirst(entries).map((entry, index) => (
        <li key={`${entry.timestamp}-${String(entries.length - index)}`} className="rounded-lg bg-slate-50 p-3">
          <p className="whitespace-pre-wrap wrap-anywhere text-slate-900">{entry.text}</p>
          <p className="mt-1 text-sm text-slate-700 wrap-anywhere">
            {entry.user}, <time dateTime={entry.timestamp}>{formatRequestDate(entry.timestamp)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
