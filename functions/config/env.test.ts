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

it.each([
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
  [{ SUBMIT_RATE_LIMIT: '120' }, 'SUBMIT_RATE_LIMIT', 120],
  [{ SUBMIT_BROWSER_RATE_LIMIT: '10' }, 'SUBMIT_BROWSER_RATE_LIMIT', 10],
  [{ SUBMIT_BROWSER_RATE_LIMIT: '0' }, 'SUBMIT_BROWSER_RATE_LIMIT', 0],
  [{ SUBMIT_BROWSER_RATE_LIMIT: '' }, 'SUBMIT_BROWSER_RATE_LIMIT', undefined],
  [{ LIVE_TRANSPORT: 'poll' }, 'LIVE_TRANSPORT', 'poll'],
  [{ LIVE_TRANSPORT: '' }, 'LIVE_TRANSPORT', undefined],
] as const)('parseEnv(%o) sets %s to %s', (source, name, expected) => {
  expect(parseEnv(source)[name]).toBe(expected);
});

it.each([
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
  [{ GEOCODE_RATE_LIMIT: '-1' }, 'GEOCODE_RATE_LIMIT'],
  [{ GEOCODE_RATE_LIMIT: 'lots' }, 'GEOCODE_RATE_LIMIT'],
  [{ SUBMIT_RATE_LIMIT: '-1' }, 'SUBMIT_RATE_LIMIT'],
  [{ SUBMIT_BROWSER_RATE_LIMIT: 'some' }, 'SUBMIT_BROWSER_RATE_LIMIT'],
  [{ SUBMIT_BROWSER_RATE_LIMIT: '1.5' }, 'SUBMIT_BROWSER_RATE_LIMIT'],
])('parseEnv(%o) fails naming %s', (source, name) => {
  expect(() => parseEnv(source)).toThrow(EnvError);
  expect(() => parseEnv(source)).toThrow(new RegExp(`\\b${name}\\b`));
});

it('names every bad variable at once', () => {
  expect(() => parseEnv({ PORT: 'x', NODE_ENV: 'prod' })).toThrow(/PORT.*NODE_ENV|NODE_ENV.*PORT/);
});

describe('geocoding variables', () => {
  it('are unset by default (place search off)', () => {
    const env = parseEnv({});
    for (const name of [
      'GEOCODER_URL',
      'GEOCODER_USER_AGENT',
      'GEOCODER_MIN_INTERVAL_MS',
      'GEOCODE_RATE_LIMIT',
      'GOOGLE_GEOCODING_API_KEY',
      'GOOGLE_GEOCODING_URL',
    ] as const) {
      expect(env[name]).toBeUndefined();
    }
  });

  it('accept a Nominatim endpoint, a User-Agent and an interval', () => {
    expect(
      parseEnv({
        GEOCODER_URL: 'https://nominatim.openstreetmap.org/',
        GEOCODER_USER_AGENT: ' West Windsor Township 311 (311@example.org) ',
        GEOCODER_MIN_INTERVAL_MS: '0',
      }),
    ).toMatchObject({
      GEOCODER_URL: 'https://nominatim.openstreetmap.org',
      GEOCODER_USER_AGENT: 'West Windsor Township 311 (311@example.org)',
      GEOCODER_MIN_INTERVAL_MS: 0,
    });
  });

  it("accept the 311 app's own address for links in messages, without a trailing slash", () => {
    expect(parseEnv({ PUBLIC_311_URL: 'https://311.example.org/' }).PUBLIC_311_URL).toBe('https://311.example.org');
    expect(parseEnv({ PUBLIC_311_URL: 'http://127.0.0.1:4317/311' }).PUBLIC_311_URL).toBe('http://127.0.0.1:4317/311');
    expect(parseEnv({}).PUBLIC_311_URL).toBeUndefined();
  });

  it('accept a link key of 32 printable characters or more', () => {
    const key = 'q3ZrT0bW8sLkP1mXa9Yc+/q3ZrT0bW8sLkP1mXa9Yc=';
    expect(parseEnv({ LINK_SECRET: key }).LINK_SECRET).toBe(key);
    expect(parseEnv({ LINK_SECRET: '' }).LINK_SECRET).toBeUndefined();
  });

  it('accept a per-address lookup limit, 0 turning it off', () => {
    expect(parseEnv({ GEOCODE_RATE_LIMIT: '0' }).GEOCODE_RATE_LIMIT).toBe(0);
    expect(parseEnv({ GEOCODE_RATE_LIMIT: '300' }).GEOCODE_RATE_LIMIT).toBe(300);
  });

  it('accept a Google key with a local endpoint, beside GEOCODER_URL', () => {
    expect(
      parseEnv({
        GOOGLE_GEOCODING_API_KEY: 'AIzaSyA-fake_key_0123456789',
        GOOGLE_GEOCODING_URL: 'http://127.0.0.1:4813',
        GEOCODER_URL: 'http://127.0.0.1:4812',
      }),
    ).toMatchObject({
      GOOGLE_GEOCODING_API_KEY: 'AIzaSyA-fake_key_0123456789',
      GOOGLE_GEOCODING_URL: 'http://127.0.0.1:4813',
    });
  });
});

it.each([
  [{ PUBLIC_311_URL: 'https://example.org' }, "PUBLIC_311_URL must be the 311 app's own address"],
  [{ LINK_SECRET: 'too-short-to-be-a-key' }, 'LINK_SECRET must be 32 to 200 printable characters'],
  [{ LIVE_TRANSPORT: 'websocket' }, 'LIVE_TRANSPORT must be stream or poll'],
  [{ LINK_SECRET: `${'k'.repeat(20)} ${'k'.repeat(20)}` }, 'LINK_SECRET must be 32 to 200 printable characters'],
  [{ GEOCODER_URL: 'ftp://nominatim.example.org' }, 'GEOCODER_URL must be an http(s) URL'],
  [{ GEOCODER_URL: 'nominatim.openstreetmap.org' }, 'GEOCODER_URL must be an http(s) URL'],
  [{ GEOCODER_USER_AGENT: 'Township 311 agent' }, 'GEOCODER_URL is required when GEOCODER_USER_AGENT is set'],
  [{ GEOCODER_URL: 'http://x', GEOCODER_USER_AGENT: 'short' }, 'GEOCODER_USER_AGENT must be 8 to 200'],
  [{ GEOCODER_URL: 'http://x', GEOCODER_USER_AGENT: 'Township 311\r\nX-Evil: 1' }, 'GEOCODER_USER_AGENT must be'],
  [{ GEOCODER_MIN_INTERVAL_MS: 'often' }, 'GEOCODER_MIN_INTERVAL_MS must be a whole number of milliseconds'],
  [{ GEOCODER_MIN_INTERVAL_MS: '60001' }, 'GEOCODER_MIN_INTERVAL_MS must be a whole number of milliseconds'],
  [{ GOOGLE_GEOCODING_URL: 'http://127.0.0.1:1' }, 'GOOGLE_GEOCODING_API_KEY is required when GOOGLE_GEOCODING_URL'],
  [{ GOOGLE_GEOCODING_API_KEY: 'key with spaces' }, 'GOOGLE_GEOCODING_API_KEY must be a Google API key'],
  [{ GOOGLE_GEOCODING_API_KEY: 'secret-key-1', GOOGLE_GEOCODING_URL: 'maps' }, 'GOOGLE_GEOCODING_URL must be'],
])('parseEnv(%o) fails with "%s"', (source, message) => {
  expect(() => parseEnv(source)).toThrow(EnvError);
  expect(() => parseEnv(source)).toThrow(message);
  expect(() => parseEnv(source)).not.toThrow(/key with spaces|secret-key-1/);
});
