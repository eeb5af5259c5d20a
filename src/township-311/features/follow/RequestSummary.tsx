/**
 * The submitter's request on their private page, as the public sees it: what, where, its status
 * and its history, with a link to its public track page.
 */
import type { ReactNode } from 'react';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { RouteLink } from '../../lib/router.tsx';
import type { FollowUpView } from './follow-api.ts';

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

export function RequestSummary({ request }: { request: FollowUpView['request'] }) {
  return (
    <article
      aria-labelledby="follow-up-request-heading"
      className="mt-6 rounded-xl border border-slate-300 bg-white p-5 shadow-sm sm:p-6"
      data-testid="follow-up-request"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="follow-up-request-heading" className="text-xl font-bold text-slate-900">
          {request.category}
        </h2>
        <span
          className="rounded-full border-2 border-slate-700 px-3 py-0.5 text-sm font-semibold text-slate-900"
          data-testid="follow-up-status"
        >
          <span className="sr-only">Status: </span>
          {request.status}
        </span>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field term="Reference">
          <span className="font-mono font-semibold tracking-wider" data-testid="follow-up-reference">
            {formatReference(request.reference)}
          </span>
        </Field>
        <Field term="Location">{request.address}</Field>
        <Field term="Request ID">
          <span className="font-mono break-all">{request.id}</span>
        </Field>
        <Field term="Submitted">
          <time dateTime={request.createdAt}>{formatRequestDate(request.createdAt)}</time>
        </Field>
        <Field term="Last update">
          <time dateTime={request.lastUpdatedAt}>{formatRequestDate(request.lastUpdatedAt)}</time>
        </Field>
      </dl>
      <h3 className="mt-6 text-lg font-semibold text-slate-900">History</h3>
      <ol className="mt-2 space-y-2" data-testid="follow-up-history">
        {request.history.map((entry, index) => (
          <li key={`${entry.timestamp}-${String(index)}`} className="border-l-4 border-brand-600 pl-3">
            <p className="font-semibold text-slate-900">{entry.action}</p>
            <p className="text-sm text-slate-700">
              {formatRequestDate(entry.timestamp)} · by {entry.user}
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-4">
        <RouteLink
          to={{ screen: 'track', id: request.id }}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2"
        >
          See the public page of this request
        </RouteLink>
      </p>
    </article>
  );
}
