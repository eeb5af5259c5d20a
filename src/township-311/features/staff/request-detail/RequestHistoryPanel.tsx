import { formatRequestDate } from '#domain/requests/format-date.ts';
import type { StaffRequest } from '../staff-requests-api.ts';
import { newestFirst } from './newest-first.ts';
import { Panel } from './Panel.tsx';

/** Every change to the request, newest first. */
export function RequestHistoryPanel({ request }: { request: StaffRequest }) {
  return (
    <Panel title="Request History">
      <ol className="space-y-2" aria-label="History, newest first">
        {newestFirst(request.history).map((entry, index) => (
          <li
            key={`${entry.timestamp}-${String(request.history.length - index)}`}
            className="border-l-4 border-brand-200 pl-3"
          >
            <p className="font-semibold text-slate-900 wrap-anywhere">{entry.action}</p>
            <p className="text-sm text-slate-700 wrap-anywhere">
              <time dateTime={entry.timestamp}>{formatRequestDate(entry.timestamp)}</time> by {entry.user}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
