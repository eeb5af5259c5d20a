import { expect, it } from 'vitest';
import {
  RESULT_MESSAGE_MS,
  SENDING_STATUS,
  SUCCESS_MESSAGE,
  VALIDATION_MESSAGE_MS,
  describeStatus,
  type ContactStatus,
  type StatusView,
} from './contact-status.ts';

it('uses the spec timings', () => {
  expect(VALIDATION_MESSAGE_MS).toBe(6000);
  expect(RESULT_MESSAGE_MS).toBe(8000);
});

it.each<[ContactStatus, StatusView | null]>([
  [{ kind: 'idle' }, null],
  [{ kind: 'sending' }, { text: SENDING_STATUS, tone: 'sending', politeness: 'polite' }],
  [{ kind: 'success' }, { text: SUCCESS_MESSAGE, tone: 'success', politeness: 'polite', clearAfterMs: 8000 }],
  [
    { kind: 'invalid', message: 'Please fill in all required fields.' },
    { text: 'Please fill in all required fields.', tone: 'error', politeness: 'assertive', clearAfterMs: 6000 },
  ],
  [
    { kind: 'error', message: 'Invalid access key' },
    { text: 'Invalid access key', tone: 'error', politeness: 'assertive', clearAfterMs: 8000 },
  ],
])('describeStatus(%j) is %j', (status, expected) => {
  expect(describeStatus(status)).toEqual(expected);
});
