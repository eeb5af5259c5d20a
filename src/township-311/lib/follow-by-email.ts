/**
 * Asking to follow a request by e-mail (docs/product.md#311-following-a-request), as the track
 * screen's form and the wizard's "Already reported?" list both offer it: the call, and the state
 * of the field, its sending, its answer and its message, in the screen's language. The answer is
 * the same whether or not the address already follows the request.
 */
import { useState } from 'react';
import { cardMessages } from '#domain/messages-311/card-english.ts';
import { followReply } from '#domain/messages-311/follow-replies.ts';
import { emailProblem } from '#domain/requests/email-check.ts';
import { api, ApiError, readJson } from './api-client.ts';
import { useMessages } from './i18n.tsx';

/** The screen's language, unless it is English (the server's default). */
function pageLanguage(): { language?: string } {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return lang && lang !== 'en' ? { language: lang } : {};
}

/**
 * POST /api/follow/subscribe (docs/api.md#following-a-request), in the screen's language: the
 * follow's e-mails are in it.
 * @example const { message } = await askToFollow(id, 'riley@example.org');
 */
export const askToFollow = (requestId: string, email: string): Promise<{ message: string }> =>
  readJson(api.api.follow.subscribe.$post({ json: { requestId, email, ...pageLanguage() } }));

/**
 * The follow field's state and `send`, which checks the address first (without zod, which the
 * resident screens do not load: the server checks fully) and says how it went.
 * @example const follow = useFollowByEmail(id); <input value={follow.email} onChange={(e) => follow.change(e.target.value)} />
 */
export function useFollowByEmail(requestId: string, initial = '') {
  const t = useMessages(cardMessages);
  const reply = (english: string) => followReply(t, english);
  const [email, setEmail] = useState(initial);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');

  const send = async () => {
    setSent('');
    const problem = emailProblem(email);
    if (problem) {
      setError(reply(problem));
      return;
    }
    setError('');
    setSending(true);
    try {
      const { message } = await askToFollow(requestId, email.trim());
      setEmail('');
      setSent(reply(message));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 0 ? reply(failure.message) : t('followFailed'));
    } finally {
      setSending(false);
    }
  };

  const change = (value: string) => {
    setEmail(value);
    if (error) setError('');
  };

  return { t, email, change, sending, sent, error, send };
}
