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
import { useMessages } from '../../lib/i18n.tsx';
import { RouteLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ResidentLayout } from '../../ui/ResidentLayout.tsx';
import { AddInformationForm } from './AddInformationForm.tsx';
import { failureText } from './failure-text.ts';
import { followUpQuery, useFollowUpData, type FollowUpView } from './follow-api.ts';
import { followMessages } from '#domain/messages-311/follow-english.ts';
import { serverText, type ShownText } from '#domain/messages-311/follow-server-text.ts';
import { RequestCard } from '../track/index.ts';
import { NotFixedForm } from './NotFixedForm.tsx';
import { SubmitterAdditions } from './SubmitterAdditions.tsx';

const linkClasses =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

/** Why nothing more can be done, and where to go instead. */
function Finished({ message }: { message: string }) {
  const t = useMessages(followMessages);
  return (
    <div className="mt-8 max-w-2xl rounded-lg border-2 border-slate-400 bg-white p-4" data-testid="follow-up-finished">
      <p className="font-semibold text-slate-900">{serverText(t, message).text}</p>
      <p className="mt-3">
        <RouteLink to={{ screen: 'submit' }} className={linkClasses}>
          {t('submitNew')}
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
  const t = useMessages(followMessages);
  useDocumentTitle(t('title'));
  const followUpData = useFollowUpData(token ?? '');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [notice, setNotice] = useState<ShownText & { done: boolean }>({ text: '', english: false, done: true });
  const { data, error, isPending } = useQuery({ ...followUpQuery(token ?? ''), enabled: Boolean(token) });

  const announce = (message: string, done: boolean) => {
    setNotice({ ...serverText(t, message), done });
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
  const loading = (
    <p role="status" className="mt-6 text-slate-700">
      {t('loading')}
    </p>
  );
  if (!token) body = <Problem message={serverText(t, FOLLOW_MESSAGES.invalidLink)} />;
  else if (isPending) body = loading;
  else if (!data) body = <Problem message={failureText(t, error)} />;
  else {
    body = (
      <>
        <Suspense fallback={loading}>
          <RequestCard request={data.request} photoHiddenNote={t('photoHiddenNote')}>
            <SubmitterAdditions token={token} additions={data.request.additions} />
          </RequestCard>
        </Suspense>
        <p className="mt-4">
          <RouteLink to={{ screen: 'track', id: data.request.id }} className={linkClasses}>
            {t('publicPage')}
          </RouteLink>
        </p>
        <Actions token={token} view={data} onDone={done} onStale={stale} />
      </>
    );
  }

  return (
    <ResidentLayout actions={['track', 'submit', 'staff']}>
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('privateNote')}</p>
      <p
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className={`mt-4 font-semibold ${notice.done ? 'text-green-800' : 'text-slate-900'} focus-visible:outline-3 focus-visible:outline-offset-2`}
        data-testid="follow-up-notice"
        lang={notice.english ? 'en' : undefined}
      >
        {notice.text}
      </p>
      {body}
    </ResidentLayout>
  );
}

function Problem({ message }: { message: ShownText }) {
  const t = useMessages(followMessages);
  return (
    <div className="mt-6">
      <p
        role="alert"
        className="rounded-lg border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800"
        lang={message.english ? 'en' : undefined}
      >
        {message.text}
      </p>
      <p className="mt-4">
        <RouteLink to={{ screen: 'track' }} className={linkClasses}>
          {t('trackById')}
        </RouteLink>
      </p>
    </div>
  );
}
