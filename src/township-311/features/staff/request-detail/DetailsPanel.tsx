import { formatRequestDate } from '#domain/requests/format-date.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { useNow } from '../../../lib/use-now.ts';
import { DueCell } from '../RequestCells.tsx';
import { residentAdditions } from '#domain/requests/resident-additions.ts';
import { PhotoViewer } from '../../../ui/PhotoViewer.tsx';
import type { StaffRequest } from '../staff-requests-api.ts';
import { LanguageName } from '../LanguageName.tsx';
import { HiddenMarker } from './HiddenMarker.tsx';
import { MachineTranslation } from './MachineTranslation.tsx';
import { Field, Panel } from './Panel.tsx';
import { addedPhotoUrl, staffPhotoUrl } from './request-detail-api.ts';

/** The photo the request came with and those the resident added later, each opening larger in place. */
function Photos({ request }: { request: StaffRequest }) {
  const photoUrl = staffPhotoUrl(request);
  const added = residentAdditions(request).flatMap((addition) => (addition.photo ? [addition] : []));
  if (!photoUrl && added.length === 0) return <>No photo</>;
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Photos" data-testid="staff-photos">
      {photoUrl ? (
        <li>
          <PhotoViewer src={photoUrl} title="Photo submitted with the request" caption="Submitted with the request" />
        </li>
      ) : null}
      {added.map((addition) => (
        <li key={addition.photo}>
          <PhotoViewer
            src={addedPhotoUrl(request.id, addition.photo!)}
            title={`Photo added later by the resident, ${formatRequestDate(addition.timestamp)}`}
            caption={`Added later by the resident, ${formatRequestDate(addition.timestamp)}`}
          />
        </li>
      ))}
    </ul>
  );
}

/** Description (with its machine translation, when it has one) and photos (each marked while hidden from the public), dates (the due day flagged when overdue) and who the request is with. */
export function DetailsPanel({ request, assignee }: { request: StaffRequest; assignee: string }) {
  const now = useNow();
  return (
    <Panel title="Details">
      <dl className="divide-y divide-slate-100">
        <Field label="Description">
          {/* In the language the resident wrote in, which staff may not read. */}
          <span
            className="whitespace-pre-wrap wrap-anywhere"
            lang={request.language === 'en' ? undefined : request.language}
          >
            {request.description}
          </span>
          <MachineTranslation translation={request.descriptionTranslation} />
          <HiddenMarker mark={request.hiddenDescription} />
        </Field>
        <Field label="Photos">
          <Photos request={request} />
          <HiddenMarker mark={request.imageUrl ? request.hiddenPhoto : null} />
        </Field>
        <Field label="Language">
          <LanguageName tag={request.language} />
        </Field>
        <Field label="Submitted">{formatRequestDate(request.createdAt)}</Field>
        <Field label="Last updated">{formatRequestDate(request.lastUpdatedAt)}</Field>
        <Field label="Due">
          <DueCell request={request} now={now} />
        </Field>
        <Field label="Department">{request.assignedDepartment ?? 'Unassigned'}</Field>
        <Field label="Assigned to">{assignee}</Field>
        <Field label="Reference">
          <span className="font-mono font-semibold tracking-wider">{formatReference(request.reference)}</span>
        </Field>
        <Field label="Request ID">
          <span className="break-all font-mono text-sm">{request.id}</span>
        </Field>
      </dl>
    </Panel>
  );
}
