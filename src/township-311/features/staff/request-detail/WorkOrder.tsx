/**
 * The printed work order (docs/product.md#311-work-order): what a crew takes to the place, on one
 * A4 or Letter page. Hidden on screen; in print it replaces the detail screen (whose controls the
 * print styles hide). Its height is fixed below the smaller printable area of the two paper sizes,
 * and the ruled lines for the crew's notes fill what is left, so the page count never grows.
 */
import type { ReactNode } from 'react';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { formatRequestDay } from '#domain/requests/format-day.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { residentAdditions } from '#domain/requests/resident-additions.ts';
import { usePortalConfig } from '../../../lib/portal-config.tsx';
import { useNow } from '../../../lib/use-now.ts';
import type { StaffRequest } from '../staff-requests-api.ts';
import { addedPhotoUrl, staffPhotoUrl } from './request-detail-api.ts';
import { PRINTED_PHOTOS, printedDescription } from './work-order-text.ts';
import { WorkOrderMap } from './WorkOrderMap.tsx';

/** More lines than any page holds; the notes box cuts them where the page ends. */
const NOTE_LINES = 24;

function photosOf(request: StaffRequest): string[] {
  const first = staffPhotoUrl(request);
  const added = residentAdditions(request).flatMap((addition) =>
    addition.photo ? [addedPhotoUrl(request.id, addition.photo)] : [],
  );
  return [...(first ? [first] : []), ...added].slice(0, PRINTED_PHOTOS);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[28mm_1fr] gap-2 border-b border-slate-400 py-0.5">
      <dt className="font-semibold">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

export function WorkOrder({ request, assignee }: { request: StaffRequest; assignee: string }) {
  const { township } = usePortalConfig();
  // Renewed each minute, so a screen left open prints the time it is printed.
  const now = useNow();
  const reference = formatReference(request.reference);
  const point = request.location;
  const coordinates = point ? `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}` : 'No map point';
  const photos = photosOf(request);
  return (
    <article
      aria-label={`Work order ${reference}`}
      data-testid="work-order"
      className="hidden h-[235mm] flex-col overflow-hidden bg-white text-[10pt] leading-snug text-black print:flex"
    >
      <header className="flex items-baseline justify-between gap-4 border-b-2 border-black pb-1">
        <h2 className="text-[16pt] font-bold">
          Work order <span className="font-mono tracking-wider">{reference}</span>
        </h2>
        <p>
          {township} 311 · printed {formatRequestDate(now.toISOString())}
        </p>
      </header>
      <div className="mt-2 grid grid-cols-[1fr_80mm] gap-4">
        <dl>
          <Row label="Category">{request.category}</Row>
          <Row label="Address">{request.address || 'Not given'}</Row>
          <Row label="Coordinates">{coordinates}</Row>
          <Row label="Priority">{request.priority}</Row>
          <Row label="Status">{request.status}</Row>
          <Row label="Due">{formatRequestDay(request.dueAt)}</Row>
          <Row label="Assigned to">
            {assignee}
            {request.assignedDepartment ? ` (${request.assignedDepartment})` : ''}
          </Row>
          <Row label="Submitted">{formatRequestDate(request.createdAt)}</Row>
          <Row label="Request ID">
            <span className="font-mono text-[8pt]">{request.id}</span>
          </Row>
        </dl>
        {point ? <WorkOrderMap lat={point.lat} lng={point.lng} label={`Map of the place, ${coordinates}`} /> : <p />}
      </div>
      <h3 className="mt-2 font-bold">Description</h3>
      <p className="whitespace-pre-wrap wrap-anywhere">{printedDescription(request.description)}</p>
      {photos.length > 0 ? (
        <>
          <h3 className="mt-2 font-bold">Photos</h3>
          <ul className="mt-1 flex gap-2">
            {photos.map((src, index) => (
              <li key={src}>
                <img
                  src={src}
                  alt={`Photo ${String(index + 1)} of the request`}
                  className="h-[28mm] w-auto max-w-[42mm] object-cover"
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-2 font-bold">Crew notes</h3>
      <div className="min-h-0 flex-1 overflow-hidden" aria-hidden="true">
        {Array.from({ length: NOTE_LINES }, (_, line) => (
          <div key={line} className="h-[8mm] border-b border-slate-500" />
        ))}
      </div>
      <p className="mt-1 flex gap-8 border-t border-black pt-1">
        <span>Done by: ____________________</span>
        <span>Date: ______________</span>
      </p>
    </article>
  );
}
