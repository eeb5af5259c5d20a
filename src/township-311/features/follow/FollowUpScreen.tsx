/**
 * The submitter's private page (docs/product.md#311-the-submitters-private-link), opened from the
 * link in their confirmation e-mail: their request on the track screen's card, with what only they
 * may see (what they added), and what they may do now:
 * add information or a photo while it is open, say "not fixed" within 14 days of its resolution,
 * or, after that or once it is closed, how to report the problem again.
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { FOLLOW_UP_MESSAGES } from '#domain/requests/follow-up-messages.ts';
import { HIDDEN_BY_STAFF } from '#domain/requests/constants.ts';
import { PUBLIC_HIDING_REASON } from '#domain/requests/moderation.ts';
import { RouteLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ResidentLayout } from '../../ui/ResidentLayout.tsx';
import { AddInformationForm } from './AddInformationForm.tsx';
import { failureText } from './failure-text.ts';
import { followUpQuery, useFollowUpData, type FollowUpView } from './follow-api.ts';
import { RequestCard } from '../track/index.ts';
import { NotFixedForm } from './NotFixedForm.tsx';
import { SubmitterAdditions } from './SubmitterAdditions.tsx';

/** Why the submitter's photo is not on the public page: the rule, not the reason staff wrote. */
const PHOTO_HIDDEN_NOTE = `${HIDDEN_BY_STAFF} ${PUBLIC_HIDING_REASON}. The township still has your photo.`;

const linkClasses =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

/** Why nothing more can be done, and where to go instead. */
function Finished({ message }: { message: string }) {
  return (
    <div className="mt-8 max-w-2xl rounded-lg border-2 border-slate-400 bg-white p-4" data-testid="follow-up-finished">
      <p className="font-semibold text-slate-900">{message}</p>
      <p className="mt-3">
        <RouteLink to={{ screen: 'submit' }} className={linkClasses}>
          Submit a new request
        </RouteLink>
      </p>
    </div>
  );
}

function Actions({
  token,
  view,
  onDone,
  onStale,
}: {
  token: string;
  view: FollowUpView;
  onDone: (v: FollowUpView, m: string) => void;
  onStale: (m: string) => void;
}) {
  const { state } = view;
  switch (state.kind) {
    case 'open':
      return state.additionsLeft > 0 ? (
        <AddInformationForm token={token} onDone={onDone} onStale={onStale} />
      ) : (
        <Finished message={FOLLOW_UP_MESSAGES.tooMany} />
      );
    case 'resolved':
      return <NotFixedForm token={token} reopenUntil={state.reopenUntil} onDone={onDone} onStale={onStale} />;
    case 'too-late':
      return <Finished message={FOLLOW_UP_MESSAGES.tooLate} />;
    case 'closed':
      return <Finished message={FOLLOW_UP_MESSAGES.closed} />;
  }
}

export function FollowUpScreen({ token }: { token?: string | undefined }) {
  useDocumentTitle('Your request');
  const followUpData = useFollowUpData(token ?? '');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [notice, setNotice] = useState({ text: '', done: true });
  const { data, error, isPending } = useQuery({ ...followUpQuery(token ?? ''), enabled: Boolean(token) });

  const announce = (text: string, done: boolean) => {
    setNotice({ text, done });
    // The form may be gone (a reopened request shows another): focus goes to the notice.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };
  const done = (view: FollowUpView, message: string) => {
    followUpData.replace(view);
    announce(message, true);
  };
  // Refused because the request changed meanwhile: read it again, so the page offers what it now allows.
  const stale = (message: string) => {
    void followUpData.reread();
    announce(message, false);
  };

  let body;
  if (!token) body = <Problem message={FOLLOW_MESSAGES.invalidLink} />;
  else if (isPending)
    body = (
      <p role="status" className="mt-6 text-slate-700">
        Loading your request…
      </p>
    );
  else if (!data) body = <Problem message={failureText(error)} />;
  else {
    body = (
      <>
        <Suspense
          fallback={
            <p role="status" className="mt-6 text-slate-700">
              Loading your request…
            </p>
          }
        >
          <RequestCard request={data.request} photoHiddenNote={PHOTO_HIDDEN_NOTE}>
            <SubmitterAdditions token={token} additions={data.request.additions} />
          </RequestCard>
        </Suspense>
        <p className="mt-4">
          <RouteLink to={{ screen: 'track', id: data.request.id }} className={linkClasses}>
            See the public page of this request
          </RouteLink>
        </p>
        <Actions token={token} view={data} onDone={done} onStale={stale} />
      </>
    );
  }

  return (
    <ResidentLayout actions={['track', 'submit', 'staff']}>
      <h1 className="text-2xl font-bold text-slate-900">Your request</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        This page is private to you: keep the link from your confirmation e-mail to yourself.
      </p>
      <p
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className={`mt-4 font-semibold ${notice.done ? 'text-green-800' : 'text-slate-900'} focus-visible:outline-3 focus-visible:outline-offset-2`}
        data-testid="follow-up-notice"
      >
        {notice.text}
      </p>
      {body}
    </ResidentLayout>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className="mt-6">
      <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800">
        {message}
      </p>
      <p className="mt-4">
        <RouteLink to={{ screen: 'track' }} className={linkClasses}>
          Track a request by its ID
        </RouteLink>
      </p>
    </div>
  );
}
