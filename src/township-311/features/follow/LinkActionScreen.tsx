/**
 * The screens a link in an e-mail opens to confirm or stop updates (docs/product.md#311-following-a-request).
 * Opening the link changes nothing: the resident presses the button, which sends the link's token.
 * So a mail scanner that fetches every link in an e-mail neither confirms nor ends anything.
 */
import { useRef, useState } from 'react';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { RouteLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ResidentLayout } from '../../ui/ResidentLayout.tsx';
import { failureText } from './failure-text.ts';
import { confirmFollowing, stopFollowing } from './follow-api.ts';
import { followMessages, type FollowMessageKey } from '#domain/messages-311/follow-english.ts';
import { NO_TEXT, serverText, type ShownText } from '#domain/messages-311/follow-server-text.ts';

const linkClasses =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

interface LinkActionProps {
  title: FollowMessageKey;
  explanation: FollowMessageKey;
  buttonLabel: FollowMessageKey;
  token: string | undefined;
  /** A press the server's plain form already carried out (before the app loaded): shown as done. */
  done?: LinkActionResult | null | undefined;
  act: (token: string) => Promise<LinkActionResult>;
}

/** What a press that went through answers: the request, and the English message to show. */
interface LinkActionResult {
  requestId: string;
  message: string;
}

function LinkActionScreen({ title, explanation, buttonLabel, token, done: doneBefore, act }: LinkActionProps) {
  const t = useMessages(followMessages);
  useDocumentTitle(t(title));
  const resultRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ requestId: string; message: ShownText } | null>(
    doneBefore ? { requestId: doneBefore.requestId, message: serverText(t, doneBefore.message) } : null,
  );
  const [error, setError] = useState<ShownText>(
    token || doneBefore ? NO_TEXT : serverText(t, FOLLOW_MESSAGES.invalidLink),
  );

  const press = async () => {
    if (!token) return;
    setBusy(true);
    setError(NO_TEXT);
    try {
      const { requestId, message } = await act(token);
      setDone({ requestId, message: serverText(t, message) });
      // The button is gone: focus goes to what replaced it.
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (failure) {
      setError(failureText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResidentLayout actions={['track', 'submit', 'staff']}>
      <h1 className="text-2xl font-bold text-slate-900">{t(title)}</h1>
      {done ? (
        <div ref={resultRef} tabIndex={-1} className="mt-4 focus-visible:outline-3 focus-visible:outline-offset-2">
          <p
            role="status"
            className="font-semibold text-green-800"
            data-testid="follow-result"
            lang={done.message.english ? 'en' : undefined}
          >
            {done.message.text}
          </p>
          <p className="mt-4">
            <RouteLink to={{ screen: 'track', id: done.requestId }} className={linkClasses}>
              {t('seeRequest')}
            </RouteLink>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-4 max-w-2xl text-slate-800">{t(explanation)}</p>
          {token ? (
            <button
              type="button"
              onClick={() => void press()}
              disabled={busy}
              className={buttonClasses('primary', 'md', 'mt-4')}
            >
              {t(buttonLabel)}
            </button>
          ) : null}
        </>
      )}
      <p role="alert" className="mt-4 font-semibold text-red-800" lang={error.english ? 'en' : undefined}>
        {error.text}
      </p>
    </ResidentLayout>
  );
}

type ScreenProps = Pick<LinkActionProps, 'done'> & { token?: string | undefined };

export function FollowConfirmScreen({ token, done }: ScreenProps) {
  return (
    <LinkActionScreen
      title="confirmTitle"
      explanation="confirmText"
      buttonLabel="confirmButton"
      token={token}
      done={done}
      act={confirmFollowing}
    />
  );
}

export function FollowStopScreen({ token, done }: ScreenProps) {
  return (
    <LinkActionScreen
      title="stopTitle"
      explanation="stopText"
      buttonLabel="stopButton"
      token={token}
      done={done}
      act={stopFollowing}
    />
  );
}
