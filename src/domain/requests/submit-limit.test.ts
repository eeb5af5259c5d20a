import { expect, it } from 'vitest';
import { tryAgainInMessage, tryAgainMessage } from './submit-limit.ts';

// docs/product.md#submission-limits
it.each([
  // winter (EST, UTC-5) and summer (EDT, UTC-4); the next whole minute, so "after" holds
  ['connection', '2025-01-05T20:39:20Z', 'Too many requests from this connection. Please try again after 3:40 PM.'],
  ['connection', '2025-01-05T20:40:00Z', 'Too many requests from this connection. Please try again after 3:40 PM.'],
  ['browser', '2025-07-04T13:00:01Z', 'Too many requests from this browser. Please try again after 9:01 AM.'],
  ['browser', '2025-07-04T04:05:00Z', 'Too many requests from this browser. Please try again after 12:05 AM.'],
] as const)('tryAgainMessage(%s, %s) is %s', (by, at, expected) => {
  expect(tryAgainMessage(by, new Date(at))).toBe(expected);
});

it.each([
  [1, 'Too many requests from this connection. Please try again in a minute.'],
  [60, 'Too many requests from this connection. Please try again in a minute.'],
  [61, 'Too many requests from this connection. Please try again in 2 minutes.'],
  [3600, 'Too many requests from this connection. Please try again in 60 minutes.'],
  [0, 'Too many requests from this connection. Please try again in a minute.'],
])('tryAgainInMessage(%d) is %s', (seconds, expected) => {
  expect(tryAgainInMessage(seconds)).toBe(expected);
});
