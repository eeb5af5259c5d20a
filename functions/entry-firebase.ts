/**
 * The Cloud Functions entry (2nd gen): `api` serves the same Hono app as the Node server,
 * `sendQueuedMessage` sends each notification as it is written to the outbox, `flushOutbox` retries
 * what is still due every 5 minutes, and `staffMail` sweeps for overdue requests and sends staff
 * digests as often (functions/firebase-instance.ts).
 * Bundled by scripts/build-functions.ts into build/functions, which firebase.json deploys.
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  API_OPTIONS,
  currentInstance,
  FLUSH_OPTIONS,
  flushOutbox as flush,
  OUTBOX_TRIGGER_OPTIONS,
  sendQueued,
  runStaffMail,
  STAFF_MAIL_OPTIONS,
} from './firebase-instance.ts';

export const api = onRequest(API_OPTIONS, async (req, res) => {
  const { handle } = await currentInstance();
  await handle(req, res);
});

export const sendQueuedMessage = onDocumentCreated(OUTBOX_TRIGGER_OPTIONS, (event) => sendQueued(event.params.id));

export const flushOutbox = onSchedule(FLUSH_OPTIONS, flush);

export const staffMail = onSchedule(STAFF_MAIL_OPTIONS, runStaffMail);
