import { expect, it } from 'vitest';
import { EnvError, parseEnv } from '../config/env.ts';
import { DEFAULT_SESSION_POLICY, sessionPolicyFrom } from './session-policy.ts';

it.each([
  [{}, DEFAULT_SESSION_POLICY],
  [
    { SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8', SESSION_COOKIE_SECURE: 'always' },
    { idleMs: 900_000, absoluteMs: 28_800_000, renewAfterMs: 150_000, cookieSecure: 'always' },
  ],
  [{ SESSION_IDLE_MINUTES: '', SESSION_COOKIE_SECURE: '' }, DEFAULT_SESSION_POLICY],
])('sessionPolicyFrom(parseEnv(%j)) is the expected policy', (source, expected) => {
  expect(sessionPolicyFrom(parseEnv(source))).toEqual(expected);
});

it.each([
  [{ SESSION_IDLE_MINUTES: '2' }, 'SESSION_IDLE_MINUTES must be a whole number of minutes from 5 to 1440'],
  [{ SESSION_IDLE_MINUTES: 'soon' }, 'SESSION_IDLE_MINUTES must be a whole number of minutes from 5 to 1440'],
  [{ SESSION_MAX_HOURS: '1.5' }, 'SESSION_MAX_HOURS must be a whole number of hours from 1 to 168'],
  [{ SESSION_MAX_HOURS: '1000' }, 'SESSION_MAX_HOURS must be a whole number of hours from 1 to 168'],
  [{ SESSION_COOKIE_SECURE: 'yes' }, 'SESSION_COOKIE_SECURE must be auto, always or never'],
])('parseEnv(%j) fails naming the variable', (source, message) => {
  expect(() => parseEnv(source)).toThrow(EnvError);
  expect(() => parseEnv(source)).toThrow(message);
});
