import type { ReactNode } from 'react';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { newestFirst } from './newest-first.ts';

interface Entry {
  timestamp: string;
  text: string;
  user: string;
  userId: string | null;
}

/** An entry's text as shown, with anything shown beside it (a photo the note names). */
export type EntryContent = (entry: Entry) => { text: string; extra: ReactNode } | null;

/** Notes or comments, newest first, each with its author and date; `content` may show an entry another way. */
export function EntryList({
  entries,
  label,
  empty,
  content,
}: {
  entries: readonly Entry[];
  label: string;
  empty: string;
  content?: EntryContent;
}) {
  if (entries.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-3" aria-label={label}>
      {newestFirst(entries).map((entry, index) => {
        const shown = content?.(entry) ?? { text: entry.text, extra: null };
        return (
          <li key={`${entry.timestamp}-${String(entries.length - index)}`} className="rounded-lg bg-slate-50 p-3">
            {shown.text ? <p className="whitespace-pre-wrap wrap-anywhere text-slate-900">{shown.text}</p> : null}
            {shown.extra}
            <p className="mt-1 text-sm text-slate-700 wrap-anywhere">
              {entry.user}, <time dateTime={entry.timestamp}>{formatRequestDate(entry.timestamp)}</time>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
