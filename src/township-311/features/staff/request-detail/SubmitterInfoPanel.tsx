import { useQuery } from '@tanstack/react-query';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { SUBMITTER_INFO_PRIVATE_MESSAGE } from '#domain/requests/permissions.ts';
import { callerUpdates } from '#domain/requests/phone-intake-input.ts';
import { formatPhone, telHref } from '#domain/requests/phone-format.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { Field, Panel } from './Panel.tsx';
import { LOAD_SUBMITTER_FAILED, submitterInfoQuery } from './request-detail-api.ts';

const linkClasses = 'font-semibold text-brand-800 underline hover:text-brand-900 break-all';

function SubmitterDetails({ id }: { id: string }) {
  const submitter = useQuery(submitterInfoQuery(id));
  return (
    <LoadState query={submitter} loading="Loading submitter information…" failed={LOAD_SUBMITTER_FAILED}>
      {({ submitterInfo: info }) => (
        <dl className="divide-y divide-slate-100">
          <Field label="Name">{info.name || 'Not given'}</Field>
          <Field label="Email">
            {info.email ? (
              <a href={`mailto:${info.email}`} className={linkClasses}>
                {info.email}
              </a>
            ) : (
              'No e-mail given'
            )}
          </Field>
          <Field label="Phone">
            {info.phone ? (
              <a href={telHref(info.phone)} className={linkClasses}>
                {formatPhone(info.phone)}
              </a>
            ) : (
              'Not given'
            )}
          </Field>
          <Field label="Address">{info.address || 'Not given'}</Field>
          <Field label="Text alerts">{info.wantsTextAlerts ? 'Yes' : 'No'}</Field>
          {/* A caller by phone or an Open311 client may leave both out: say so, before anyone waits for a reply. */}
          {callerUpdates(info) === 'none' ? (
            <Field label="Updates">None: the submitter gets no e-mail or text about this request.</Field>
          ) : null}
          <Field label="Submitted">{formatRequestDate(info.createdAt)}</Field>
        </dl>
      )}
    </LoadState>
  );
}

/** The submitter's private details; a role without access is told so and nothing is fetched. */
export function SubmitterInfoPanel({ id, canView }: { id: string; canView: boolean }) {
  return (
    <Panel title="Submitter Info">
      {canView ? <SubmitterDetails id={id} /> : <p className="text-slate-700">{SUBMITTER_INFO_PRIVATE_MESSAGE}</p>}
    </Panel>
  );
}
