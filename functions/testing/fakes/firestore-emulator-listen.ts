/**
 * Query listeners (onSnapshot) for `@firestore-emulator/server` 0.3 that cost what Firestore's do.
 * Its own listener re-ran its query after every write to any document of any project, and then sent
 * every matching document again: with one listener per store set (the change feed listens to
 * recent requests), each write cost a scan and a resend of the whole requests collection, so a test
 * file slowed with every request it added (the authorization matrix took over an hour). This one
 * re-runs a query only after a write to its own collection and sends only what changed: documents
 * added or modified, documents that left the result, then the snapshot mark, as Firestore does.
 * Listeners on named documents keep the emulator's own implementation.
 */
import {
  ListenResponse,
  TargetChangeTargetChangeType as TARGET,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { FirestoreState, type FirestoreStateDocument } from '@firestore-emulator/server';

const DOCUMENT_EVENTS = ['create-document', 'update-document', 'delete-document'] as const;

type ListenRequest = Parameters<FirestoreState['v1Listen']>[0];
type Send = Parameters<FirestoreState['v1Listen']>[1];

const readTime = () => {
  const ms = Date.now();
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1_000_000 };
};

/** The snapshot mark: every target is consistent as of now. */
const snapshotMark = () =>
  ListenResponse.fromObject({
    target_change: { target_change_type: TARGET.NO_CHANGE, target_ids: [], read_time: readTime() },
  });

/** Serves one query listener on `state` until the call ends. */
function listenToQuery(state: FirestoreState, listen: ListenRequest, send: Send, onEnd: (handler: () => void) => void) {
  const target = listen.add_target;
  const { parent, structured_query: query } = target.query;
  const targetIds = [target.target_id];
  const collections = new Set(query.from.map((from) => `${parent}/${from.collection_id}`));
  // The metadata each sent document had: the emulator replaces it (its update time) on each write.
  let sent = new Map<string, unknown>();

  const sendChanges = () => {
    const next = new Map<string, unknown>();
    for (const document of state.v1Query(parent, query)) {
      const path = document.getPath();
      next.set(path, document.metadata);
      if (sent.get(path) !== document.metadata)
        send(
          ListenResponse.fromObject({
            document_change: { document: document.toV1DocumentObject(), target_ids: targetIds },
          }),
        );
    }
    for (const path of sent.keys())
      if (!next.has(path))
        send(ListenResponse.fromObject({ document_remove: { document: path, removed_target_ids: targetIds } }));
    const changed = next.size !== sent.size || [...next].some(([path, metadata]) => sent.get(path) !== metadata);
    sent = next;
    return changed;
  };

  send(ListenResponse.fromObject({ target_change: { target_change_type: TARGET.ADD, target_ids: targetIds } }));
  sendChanges();
  send(
    ListenResponse.fromObject({
      target_change: { target_change_type: TARGET.CURRENT, target_ids: targetIds, read_time: readTime() },
    }),
  );
  send(snapshotMark());

  let pending = false;
  const onWrite = ({ document }: { document: FirestoreStateDocument }) => {
    if (pending || !collections.has(document.parent.getPath())) return;
    // After the commit's other writes and field transforms, as the emulator's own listener waits.
    pending = true;
    setImmediate(() => {
      pending = false;
      if (sendChanges()) send(snapshotMark());
    });
  };
  for (const event of DOCUMENT_EVENTS) {
    state.emitter.on(event, onWrite);
    onEnd(() => state.emitter.off(event, onWrite));
  }
}

/**
 * Replaces the emulator's query listeners with listenToQuery. Applied once per process.
 * @example addEfficientListeners(); // before the first FirestoreServer starts
 */
export function addEfficientListeners(): void {
  const prototype = FirestoreState.prototype;
  // Called with the state as `this` below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = prototype.v1Listen;
  prototype.v1Listen = function (listen, send, onEnd) {
    if (listen.has_add_target && listen.add_target.has_query) listenToQuery(this, listen, send, onEnd);
    else original.call(this, listen, send, onEnd);
  };
}
