/**
 * The cells of the staff lists' rows that are more than text (RequestRows.tsx): the due day with
 * its Overdue badge, the short id, the language badge and the "left this view" mark.
 */
import { shortRequestId } from '#domain/requests/request-filter.ts';
import { isOverdue } from '#domain/requests/service-levels.ts';
import type { StaffListItem } from '#domain/requests/staff-list-item.ts';
import { formatRequestDay } from '#domain/requests/format-day.ts';
import { OverdueBadge } from './Badges.tsx';
import { LanguageName } from './LanguageName.tsx';

/** The mark of a row whose request no longer matches the list's filters (until the list is read again). */
const LEFT_VIEW_MARK = 'No longer in this view';

/** The due day, and "Overdue" when the request is still open past it. */
export function DueCell({ request, now }: { request: Pick<StaffListItem, 'status' | 'dueAt'>; now: Date }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <time dateTime={request.dueAt}>{formatRequestDay(request.dueAt)}</time>
      {isOverdue(request, now) ? <OverdueBadge /> : null}
    </span>
  );
}

/** The specification's short id (8 characters and an ellipsis), the whole id for screen readers. */
export function ShortId({ id }: { id: string }) {
  return (
    <span className="font-mono" title={id}>
      <span aria-hidden="true">{shortRequestId(id)}</span>
      <span className="sr-only">{id}</span>
    </span>
  );
}

/** The language of a request not submitted in English, as a small badge; nothing for English. */
export function LanguageBadge({ language }: { language: string | undefined }) {
  if (!language || language === 'en') return null;
  return (
    <span className="ml-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
      <span className="sr-only">Language: </span>
      <LanguageName tag={language} />
    </span>
  );
}

export function LeftMark() {
  return <span className="mt-1 block text-xs font-semibold text-slate-800 italic">{LEFT_VIEW_MARK}</span>;
}
