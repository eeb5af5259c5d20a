/**
 * One request as residents see it: the public fields, the day it is expected to be dealt with
 * while it is open (its due date from the published response targets), the photo, the history
 * and the public comments, both newest first as the API sends them. Internal notes and submitter details never
 * reach this screen (the API does not send them).
 */
import type { ReactNode, Ref } from 'react';
import { HIDDEN_BY_STAFF, OPEN_STATUSES } from '#domain/requests/constants.ts';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { newTabAttributes } from '#design/button-classes.ts';
import { formatRequestDay } from '../../ui/format-day.ts';
import { priorityBadgeClasses, statusBadgeClasses } from '../../ui/request-badges.ts';
import { FocusHeading } from './FocusHeading.tsx';
import { JustSubmittedNotice } from './JustSubmittedNotice.tsx';
import type { PublicRequestView } from './track-api.ts';

type TrackedRequest = PublicRequestView;

const termClasses = 'text-sm font-semibold text-slate-700';
// Wraps anywhere: a resident's text may hold one long word (a pasted link), which must not widen
// the page on a phone.
const detailClasses = 'mt-0.5 text-slate-900 wrap-anywhere';

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={termClasses}>{term}</dt>
      <dd className={detailClasses}>{children}</dd>
    </div>
  );
}

/** A titled part of the card, labelled by its heading `track-<name>-heading`. */
function CardSection({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const headingId = `track-${name}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A part staff hid from the public reads as the API's stand-in text (HIDDEN_BY_STAFF), set apart. */
const HIDDEN_CLASSES = 'italic text-slate-700';

function Photo({ imageUrl, hidden, hiddenNote }: { imageUrl: string | null; hidden: boolean; hiddenNote?: string }) {
  if (hidden) return <p className={`mt-2 ${HIDDEN_CLASSES}`}>{hiddenNote ?? HIDDEN_BY_STAFF}</p>;
  if (!imageUrl) return <p className="mt-2 text-slate-700">No photo submitted</p>;
  return (
    <figure className="mt-2">
      <img
        src={imageUrl}
        alt="Photo submitted with the request"
        loading="lazy"
        decoding="async"
        width={480}
        height={360}
        className="h-auto max-h-80 w-auto max-w-full rounded-lg border border-slate-300 object-contain"
      />
      <figcaption className="mt-2">
        <a
          href={imageUrl}
          {...newTabAttributes}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2"
        >
          Open the photo full size<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

/**
 * The submitter's private page shows the same card (features/follow): `photoHiddenNote` says why a
 * photo is hidden, and `children` (what only the submitter sees) come after the photo.
 */
export function RequestCard({
  request,
  headingRef,
  photoHiddenNote,
  children,
}: {
  request: TrackedRequest;
  headingRef?: Ref<HTMLHeadingElement>;
  photoHiddenNote?: string;
  children?: ReactNode;
}) {
  return (
    <article
      aria-labelledby="track-card-heading"
      className="mt-8 rounded-xl border border-slate-300 bg-white p-5 shadow-sm sm:p-6"
      data-testid="track-card"
    >
      <JustSubmittedNotice id={request.id} />
      <div className="flex flex-wrap items-center gap-3">
        <FocusHeading id="track-card-heading" headingRef={headingRef}>
          {request.category}
        </FocusHeading>
        <span className={statusBadgeClasses(request.status)} data-testid="track-status">
          <span className="sr-only">Status: </span>
          {request.status}
        </span>
      </div>
      {OPEN_STATUSES.includes(request.status) ? (
        <p className="mt-2 font-semibold text-slate-900" data-testid="track-expected">
          Expected by <time dateTime={request.dueAt}>{formatRequestDay(request.dueAt)}</time>
        </p>
      ) : null}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field term="Location">{request.address}</Field>
        <Field term="Priority">
          <span className={priorityBadgeClasses(request.priority)}>{request.priority}</span>
        </Field>
        <Field term="Reference">
          <span className="font-mono font-semibold tracking-wider whitespace-nowrap" data-testid="track-reference">
            {formatReference(request.reference)}
          </span>
        </Field>
        <Field term="Request ID">
          <span className="font-mono break-all">{request.id}</span>
        </Field>
        <Field term="Submitted">
          <time dateTime={request.createdAt}>{formatRequestDate(request.createdAt)}</time>
        </Field>
        <Field term="Last update">
          <time dateTime={request.lastUpdatedAt}>{formatRequestDate(request.lastUpdatedAt)}</time>
        </Field>
        <div className="sm:col-span-2">
          <dt className={termClasses}>Description</dt>
          <dd className={`${detailClasses} whitespace-pre-line ${request.descriptionHidden ? HIDDEN_CLASSES : ''}`}>
            {request.description}
          </dd>
        </div>
      </dl>

      <CardSection name="photo" title="Submitted photo">
        <Photo
          imageUrl={request.imageUrl}
          hidden={request.photoHidden}
          {...(photoHiddenNote ? { hiddenNote: photoHiddenNote } : {})}
        />
      </CardSection>

      {children}

      <CardSection name="history" title="History">
        <ol className="mt-2 space-y-2" data-testid="track-history">
          {request.history.map((entry, index) => (
            <li key={`${entry.timestamp}-${String(index)}`} className="border-l-4 border-brand-600 pl-3">
              <p className="font-semibold text-slate-900 wrap-anywhere">{entry.action}</p>
              <p className="text-sm text-slate-700 wrap-anywhere">
                {formatRequestDate(entry.timestamp)} · by {entry.user}
              </p>
            </li>
          ))}
        </ol>
      </CardSection>

      <CardSection name="comments" title="Public Comments">
        {request.comments.length === 0 ? (
          <p className="mt-2 text-slate-700">No public comments yet.</p>
        ) : (
          <ul className="mt-2 space-y-3" data-testid="track-comments">
            {request.comments.map((comment, index) => (
              <li key={`${comment.timestamp}-${String(index)}`} className="rounded-lg bg-slate-100 p-3">
                <p className="whitespace-pre-line text-slate-900 wrap-anywhere">{comment.text}</p>
                <p className="mt-1 text-sm text-slate-700 wrap-anywhere">
                  {comment.user} · <time dateTime={comment.timestamp}>{formatRequestDate(comment.timestamp)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardSection>
    </article>
  );
}
