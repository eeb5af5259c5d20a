import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv defaults', () => {
  it('fills every variable when the environment is empty', () => {
    expect(parseEnv({})).toEqual({
      PORT: 4321,
      HOST: '127.0.0.1',
      STATIC_DIR: resolve('dist'),
      DATA_DIR: resolve('data'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HSTS_MAX_AGE: 0,
      BACKEND: 'local',
      firebase: null,
    });
  });
});

describe.each([
  [{ PORT: '8080' }, 'PORT', 8080],
  [{ PORT: '0' }, 'PORT', 0],
  [{ PORT: '' }, 'PORT', 4321],
  [{ HOST: '0.0.0.0' }, 'HOST', '0.0.0.0'],
  [{ HOST: '::' }, 'HOST', '::'],
  [{ HOST: '[::1]' }, 'HOST', '::1'],
  [{ HOST: 'localhost' }, 'HOST', 'localhost'],
  [{ STATIC_DIR: '.test-dist' }, 'STATIC_DIR', resolve('.test-dist')],
  [{ STATIC_DIR: '/srv/site' }, 'STATIC_DIR', '/srv/site'],
  [{ DATA_DIR: '/var/lib/311' }, 'DATA_DIR', '/var/lib/311'],
  [{ NODE_ENV: 'development' }, 'LOG_LEVEL', 'debug'],
  [{ NODE_ENV: 'test' }, 'LOG_LEVEL', 'info'],
  [{ NODE_ENV: 'development', LOG_LEVEL: 'error' }, 'LOG_LEVEL', 'error'],
  [{ LOG_LEVEL: 'silent' }, 'LOG_LEVEL', 'silent'],
  [{ HSTS_MAX_AGE: '31536000' }, 'HSTS_MAX_AGE', 31536000],
  [{ OPEN311_KEY_RATE_LIMIT: '1000' }, 'OPEN311_KEY_RATE_LIMIT', 1000],
  [{ OPEN311_KEY_RATE_LIMIT: '0' }, 'OPEN311_KEY_RATE_LIMIT', 0],
  [{ OPEN311_ADDRESS_RATE_LIMIT: '50' }, 'OPEN311_ADDRESS_RATE_LIMIT', 50],
  [{ OPEN311_ADDRESS_RATE_LIMIT: '' }, 'OPEN311_ADDRESS_RATE_LIMIT', undefined],
] as const)('parseEnv(%o)', (source, name, expected) => {
  it(`sets ${name} to ${String(expected)}`, () => {
    expect(parseEnv(source)[name]).toBe(expected);
  });
});

describe.each([
  [{ PORT: 'eighty' }, 'PORT'],
  [{ PORT: '65536' }, 'PORT'],
  [{ PORT: '-1' }, 'PORT'],
  [{ PORT: '80.5' }, 'PORT'],
  [{ HOST: 'http://localhost' }, 'HOST'],
  [{ HOST: 'my host' }, 'HOST'],
  [{ NODE_ENV: 'prod' }, 'NODE_ENV'],
  [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
  [{ HSTS_MAX_AGE: 'yes' }, 'HSTS_MAX_AGE'],
  [{ HSTS_MAX_AGE: '-5' }, 'HSTS_MAX_AGE'],
  [{ OPEN311_KEY_RATE_LIMIT: 'many' }, 'OPEN311_KEY_RATE_LIMIT'],
  [{ OPEN311_KEY_RATE_LIMIT: '-1' }, 'OPEN311_KEY_RATE_LIMIT'],
  [{ OPEN311_ADDRESS_RATE_LIMIT: '2.5' }, 'OPEN311_ADDRESS_RATE_LIMIT'],
])('parseEnv(%o)', (source, name) => {
  it(`fails naming ${name}`, () => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`\\b${name}\\b`));
  });
});

it('names every bad variable at once', () => {
  expect(() => parseEnv({ PORT: 'x', NODE_ENV: 'prod' })).toThrow(/PORT.*NODE_ENV|NODE_ENV.*PORT/);
});
