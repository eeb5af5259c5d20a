import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('STAFF_DIGEST_HOUR', () => {
  it.each([
    ['0', 0],
    ['23', 23],
    ['', undefined],
  ])('takes %j', (value, hour) => {
    expect(parseEnv({ STAFF_DIGEST_HOUR: value }).STAFF_DIGEST_HOUR).toBe(hour);
  });

  it.each(['24', '-1', '7.5', 'seven'])('refuses %j with its name', (value) => {
    expect(() => parseEnv({ STAFF_DIGEST_HOUR: value })).toThrow(/STAFF_DIGEST_HOUR must be a whole hour from 0 to 23/);
  });
});
