/**
 * Keeps a long-lived reply (the staff live feed) bound to the session that opened it. The feed
 * ends the moment the session does:
 * - at once when this process ends it (sign-out, account deletion): the store's end signal;
 * - at the idle limit or the absolute end, by a timer set to the session's deadline (moved on
 *   when another request renewed the session meanwhile);
 * - and before every event, `alive()` reads the session and the staff profile again, which also
 *   covers sessions ended by another instance and roles that lost the capability.
 */
import { can, type Capability } from '#domain/requests/permissions.ts';
import type { SessionRecord, SessionStore, StaffStore } from '../storage/ports.ts';
import type { SessionPolicy } from './session-policy.ts';
import { sessionDeadline, sessionOver } from './sessions.ts';

interface SessionWatchDeps {
  stores: { sessions: SessionStore; staff: StaffStore };
  clock: () => Date;
  sessionPolicy: SessionPolicy;
}

interface SessionWatch {
  /** Whether the session is still alive and its member may still use the capability. */
  alive(): Promise<boolean>;
  /** Stops watching (the reply ended on its own). */
  stop(): void;
}

/** setTimeout's longest delay; a later deadline is checked again when this one fires. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * @example
 * const watch = watchSession(deps, c.var.session, 'viewRequests', () => void stream.close());
 * if (await watch.alive()) await stream.writeSSE(event);
 */
export function watchSession(
  deps: SessionWatchDeps,
  session: SessionRecord,
  capability: Capability,
  onEnd: () => void,
): SessionWatch {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const isStopped = () => stopped;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
  const end = () => {
    if (stopped) return;
    stop();
    onEnd();
  };

  /** The session as stored now, or null when it is over. */
  const current = async (): Promise<SessionRecord | null> => {
    const latest = await deps.stores.sessions.getById(session.id);
    return latest && !sessionOver(latest, deps.sessionPolicy, deps.clock()) ? latest : null;
  };

  const schedule = (record: SessionRecord) => {
    const wait = sessionDeadline(record, deps.sessionPolicy) - deps.clock().getTime();
    timer = setTimeout(
      () => {
        void current().then(
          (latest) => {
            if (stopped) return;
            if (latest) schedule(latest);
            else end();
          },
          () => {
            end();
          },
        );
      },
      Math.min(MAX_TIMER_MS, Math.max(0, wait)),
    );
    // A timer must not keep a stopping process alive.
    timer.unref();
  };

  const unsubscribe = deps.stores.sessions.onEnd((ended) => {
    if ('sessionId' in ended ? ended.sessionId === session.id : ended.userId === session.userId) end();
  });
  schedule(session);

  return {
    async alive() {
      if (stopped) return false;
      const latest = await current();
      const staff = latest ? await deps.stores.staff.getProfile(latest.userId) : null;
      // Ended while this check waited (the end signal won the race): nothing more goes out.
      if (isStopped()) return false;
      if (staff && can(staff.role, capability)) return true;
      end();
      return false;
    },
    stop,
  };
}
