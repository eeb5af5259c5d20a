/**
 * The screens links in e-mails open (confirm or stop updates, the submitter's private page), with
 * their query client: a chunk of their own, loaded only when such a link is opened.
 */
import { FollowConfirmScreen, FollowStopScreen, FollowUpScreen } from '../features/follow/index.ts';
import { linkActionDone } from '#domain/requests/follow-messages.ts';
import type { Route } from '../lib/routes.ts';
import { WithQueries } from './with-queries.tsx';

type FollowRoute = Extract<Route, { screen: 'follow-confirm' | 'follow-stop' | 'follow-up' }>;

export default function FollowRoute({ route }: { route: FollowRoute }) {
  return (
    <WithQueries>
      {route.screen === 'follow-confirm' ? (
        <FollowConfirmScreen token={route.token} done={linkActionDone(route.done, route.id)} />
      ) : route.screen === 'follow-stop' ? (
        <FollowStopScreen token={route.token} done={linkActionDone(route.done, route.id)} />
      ) : (
        <FollowUpScreen token={route.token} />
      )}
    </WithQueries>
  );
}
