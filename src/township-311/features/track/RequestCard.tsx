/**
 * One request as residents see it: the public fields, the day it is expected to be dealt with
 * while it is open (its due date from the published response targets), the photo, the history
 * and the public comments, both newest first as the API sends them. Internal notes and submitter details never
 * reach this screen (the API does not send them).
 */
import type { ReactNode, Ref } from 'react';
import { OPEN_STATUSES } from '#domain/requests/constants.ts';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { newTabAttributes } from '#design/button-classes.ts';
import { rich, useLanguage, useMessages } from '../../lib/i18n.tsx';
import { useTownshipTerms } from '../../lib/township-terms.ts';
import { formatRequestDay } from '#domain/requests/format-day.ts';
import { priorityBadgeClasses, statusBadgeClasses } from '#design/request-badges.ts';
import { cardMessages } from '#domain/messages-311/card-english.ts';
import { FocusHeading } from './FocusHeading.tsx';
import { JustSubmittedNotice } from './JustSubmittedNotice.tsx';
import type { PublicRequestView } from './track-api.ts';
import { trackMessages } from '#domain/messages-311/track-english.ts';
import { historyAction, userName } from '#domain/messages-311/track-words.ts';
import { useRequestTerms } from '../../lib/request-terms.ts';
import { RouteLink } from '../../lib/router.tsx';

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

/** The merged notice; the page without JavaScript (request-card.ts) uses the same classes. */
const MERGED_CLASSES = 'mt-3 rounded-lg border border-brand-600 bg-brand-50 p-3 font-semibold text-slate-900';
const MERGED_LINK_CLASSES =
  'font-mono text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

/** A part staff hid from the public reads as the API's stand-in text (HIDDEN_BY_STAFF), set apart. */
const HIDDEN_CLASSES = 'italic text-slate-700';

function Photo({ imageUrl, hidden, hiddenNote }: { imageUrl: string | null; hidden: boolean; hiddenNote?: string }) {
  const t = useMessages(cardMessages);
  if (hidden) return <p className={`mt-2 ${HIDDEN_CLASSES}`}>{hiddenNote ?? t('hiddenByStaff')}</p>;
  if (!imageUrl) return <p className="mt-2 text-slate-700">{t('noPhoto')}</p>;
  return (
    <figure className="mt-2">
      <img
        src={imageUrl}
        alt={t('photoAlt')}
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
          {rich(t, 'openPhoto', { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
        </a>
      </figcaption>
    </figure>
  );
}

/** On a duplicate staff merged into another request: where its updates are now. */
function MergedNotice({ original }: { original: { id: string; reference: string } }) {
  const t = useMessages(cardMessages);
  return (
    <p className={MERGED_CLASSES} data-testid="track-merged">
      {rich(t, 'mergedNotice', {
        reference: formatReference(original.reference),
        link: (chunks) => (
          <RouteLink to={{ screen: 'track', id: original.id }} className={MERGED_LINK_CLASSES}>
            {chunks}
          </RouteLink>
        ),
      })}
    </p>
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
  const t = useMessages(cardMessages);
  // The words the card shares with the public list.
  const shared = useMessages(trackMessages);
  const { lang } = useLanguage();
  const terms = useTownshipTerms();
  const names = useRequestTerms();
  const date = (value: string) => formatRequestDate(value, lang);
  return (
    <article
      aria-labelledby="track-card-heading"
      className="mt-8 rounded-xl border border-slate-300 bg-white p-5 shadow-sm sm:p-6"
      data-testid="track-card"
    >
      <JustSubmittedNotice id={request.id} />
      <div className="flex flex-wrap items-center gap-3">
        <FocusHeading id="track-card-heading" headingRef={headingRef}>
          {terms.category(request.category)}
        </FocusHeading>
        <span className={statusBadgeClasses(request.status)} data-testid="track-status">
          <span className="sr-only">{shared('statusPrefix')} </span>
          {names.status(request.status)}
        </span>
      </div>
      {request.mergedInto ? <MergedNotice original={request.mergedInto} /> : null}
      {OPEN_STATUSES.includes(request.status) ? (
        <p className="mt-2 font-semibold text-slate-900" data-testid="track-expected">
          {rich(t, 'expectedBy', {
            day: formatRequestDay(request.dueAt, lang),
            time: (chunks) => <time dateTime={request.dueAt}>{chunks}</time>,
          })}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field term={shared('location')}>
          <span translate="no">{request.address}</span>
        </Field>
        <Field term={t('priority')}>
          <span className={priorityBadgeClasses(request.priority)}>{names.priority(request.priority)}</span>
        </Field>
        <Field term={t('reference')}>
          <span
            className="font-mono font-semibold tracking-wider whitespace-nowrap"
            data-testid="track-reference"
            translate="no"
          >
            {formatReference(request.reference)}
          </span>
        </Field>
        <Field term={shared('idLabel')}>
          <span className="font-mono break-all" translate="no">
            {request.id}
          </span>
        </Field>
        <Field term={shared('submitted')}>
          <time dateTime={request.createdAt}>{date(request.createdAt)}</time>
        </Field>
        <Field term={t('lastUpdate')}>
          <time dateTime={request.lastUpdatedAt}>{date(request.lastUpdatedAt)}</time>
        </Field>
        <div className="sm:col-span-2">
          <dt className={termClasses}>{t('description')}</dt>
          {/* The resident's own words stay as written: not marked for translation tools either. */}
          <dd className={`${detailClasses} whitespace-pre-line ${request.descriptionHidden ? HIDDEN_CLASSES : ''}`}>
            {request.descriptionHidden ? t('hiddenByStaff') : <span translate="no">{request.description}</span>}
          </dd>
        </div>
      </dl>

      <CardSection name="photo" title={t('photoTitle')}>
        <Photo
          imageUrl={request.imageUrl}
          hidden={request.photoHidden}
          {...(photoHiddenNote ? { hiddenNote: photoHiddenNote } : {})}
        />
      </CardSection>

      {children}

      <CardSection name="history" title={t('history')}>
        <ol className="mt-2 space-y-2" data-testid="track-history">
          {request.history.map((entry, index) => {
            const action = historyAction(t, names, entry.action);
            return (
              <li key={`${entry.timestamp}-${String(index)}`} className="border-l-4 border-brand-600 pl-3">
                <p className="font-semibold text-slate-900 wrap-anywhere" lang={action.known ? undefined : 'en'}>
                  {action.text}
                </p>
                <p className="text-sm text-slate-700 wrap-anywhere">
                  {t('historyBy', { when: date(entry.timestamp), user: userName(t, entry.user) })}
                </p>
              </li>
            );
          })}
        </ol>
      </CardSection>

      <CardSection name="comments" title={t('comments')}>
        {request.comments.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('noComments')}</p>
        ) : (
          <ul className="mt-2 space-y-3" data-testid="track-comments">
            {request.comments.map((comment, index) => (
              <li key={`${comment.timestamp}-${String(index)}`} className="rounded-lg bg-slate-100 p-3">
                <p className="whitespace-pre-line text-slate-900 wrap-anywhere" lang="en" translate="no">
                  {comment.text}
                </p>
                <p className="mt-1 text-sm text-slate-700 wrap-anywhere">
                  {rich(t, 'commentBy', {
                    user: userName(t, comment.user),
                    when: date(comment.timestamp),
                    time: (chunks) => <time dateTime={comment.timestamp}>{chunks}</time>,
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardSection>
    </article>
  );
}
