import { describe, expect, it } from 'vitest';
import { maskTokensIn, maskTokensInPath } from './mask-tokens.ts';

const RESET = 'k3J9-x_QpLmN0aBcDeFgHiJkLmNoPqRsTuVwXyZ012';

it.each([
  ['the staff reset screen', `/311/staff/reset/${RESET}`, '/311/staff/reset/***'],
  ['the reset screen on a 311 host', `/staff/reset/${RESET}`, '/staff/reset/***'],
  ['the reset link API', `/api/auth/password-reset/${RESET}`, '/api/auth/password-reset/***'],
  ['a short reset token too', '/api/auth/password-reset/abcdefghijklmnopqrst', '/api/auth/password-reset/***'],
  ['a percent-encoded reset token', '/311/staff/reset/abc%2Fdef', '/311/staff/reset/***'],
  ['any long opaque segment', `/api/other/${RESET}/x`, '/api/other/***/x'],
  ['a request id kept', '/api/requests/AbCdEfGhIjKlMnOpQrSt', '/api/requests/AbCdEfGhIjKlMnOpQrSt'],
  ['a track page kept', '/311/track/AbCdEfGhIjKlMnOpQrSt', '/311/track/AbCdEfGhIjKlMnOpQrSt'],
  ['a page path kept', '/311/staff/requests', '/311/staff/requests'],
  ['the reset screen without a token kept', '/311/staff/reset', '/311/staff/reset'],
])('maskTokensInPath: %s %s -> %s', (_, path, expected) => {
  expect(maskTokensInPath(path)).toBe(expected);
});

describe('maskTokensIn', () => {
  it('masks every token link in a message body and keeps the rest', () => {
    const body = [
      'Your request AbCdEfGhIjKlMnOpQrSt was updated.',
      `Track it: https://311.example.org/track/AbCdEfGhIjKlMnOpQrSt`,
      `Your page: https://311.example.org/my-request?token=${RESET}`,
      `Stop: https://311.example.org/updates/stop?token=${RESET}&x=1`,
      `List-Unsubscribe: <https://example.org/api/follow/unsubscribe?token=${RESET}>`,
      `Reset: https://example.org/311/staff/reset/${RESET}`,
    ].join('\n');
    const masked = maskTokensIn(body);
    expect(masked).not.toContain(RESET);
    expect(masked).toBe(
      [
        'Your request AbCdEfGhIjKlMnOpQrSt was updated.',
        'Track it: https://311.example.org/track/AbCdEfGhIjKlMnOpQrSt',
        'Your page: https://311.example.org/my-request?token=***',
        'Stop: https://311.example.org/updates/stop?token=***&x=1',
        'List-Unsubscribe: <https://example.org/api/follow/unsubscribe?token=***>',
        'Reset: https://example.org/311/staff/reset/***',
      ].join('\n'),
    );
  });
});
