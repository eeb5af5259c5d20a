/** The notification and AI variables of parseEnv: formats, and groups that must be complete. */
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

const SID = `AC${'a'.repeat(32)}`;
const twilio = { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+16095550100' };

describe('notification and AI variables', () => {
  it('are all unset by default (log-only notifications, rules triage)', () => {
    const env = parseEnv({});
    for (const name of [
      'SMTP_URL',
      'MAIL_FROM',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM',
      'TWILIO_API_BASE',
      'AI_BASE_URL',
      'AI_API_KEY',
      'AI_MODEL',
      'AI_TIMEOUT_MS',
    ] as const) {
      expect(env[name]).toBeUndefined();
    }
  });

  it('accept a complete configuration', () => {
    const env = parseEnv({
      SMTP_URL: 'smtps://user:pw@smtp.example.org:465',
      MAIL_FROM: 'Township 311 <311@example.org>',
      ...twilio,
      TWILIO_API_BASE: 'http://127.0.0.1:4810/',
      AI_BASE_URL: 'https://api.openai.com/v1/',
      AI_API_KEY: 'sk-x',
      AI_MODEL: 'gpt-4o-mini',
      AI_TIMEOUT_MS: '5000',
    });
    expect(env).toMatchObject({
      SMTP_URL: 'smtps://user:pw@smtp.example.org:465',
      MAIL_FROM: 'Township 311 <311@example.org>',
      TWILIO_FROM: '+16095550100',
      TWILIO_API_BASE: 'http://127.0.0.1:4810',
      AI_BASE_URL: 'https://api.openai.com/v1',
      AI_TIMEOUT_MS: 5000,
    });
  });

  it('accept a Messaging Service SID as TWILIO_FROM and an AI endpoint without a key', () => {
    expect(parseEnv({ ...twilio, TWILIO_FROM: `MG${'b'.repeat(32)}` }).TWILIO_FROM).toBe(`MG${'b'.repeat(32)}`);
    expect(parseEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llava' }).AI_API_KEY).toBeUndefined();
  });

  it('treat empty values as unset', () => {
    expect(parseEnv({ SMTP_URL: '', TWILIO_ACCOUNT_SID: '', AI_BASE_URL: '' }).SMTP_URL).toBeUndefined();
  });
});

describe.each([
  [{ SMTP_URL: 'smtp://localhost:25' }, 'MAIL_FROM is required when SMTP_URL is set'],
  [{ MAIL_FROM: '311@example.org' }, 'SMTP_URL is required when MAIL_FROM is set'],
  [{ SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'Township 311' }, 'MAIL_FROM must be an address such as'],
  [{ SMTP_URL: 'http://mail.example.org', MAIL_FROM: 'a@b.org' }, 'SMTP_URL must be a URL such as smtps://'],
  [{ TWILIO_ACCOUNT_SID: SID }, 'TWILIO_AUTH_TOKEN is required when TWILIO_ACCOUNT_SID is set'],
  [
    { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't' },
    'TWILIO_FROM is required when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN are set',
  ],
  [{ TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+16095550100' }, 'TWILIO_ACCOUNT_SID is required'],
  [{ TWILIO_API_BASE: 'http://127.0.0.1:1' }, 'TWILIO_ACCOUNT_SID is required when TWILIO_API_BASE is set'],
  [{ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' }, 'TWILIO_ACCOUNT_SID must be a Twilio Account SID'],
  [{ ...twilio, TWILIO_FROM: '609-555-0100' }, 'TWILIO_FROM must be a phone number such as +16095550100'],
  [{ AI_API_KEY: 'sk-x' }, 'AI_BASE_URL is required when AI_API_KEY is set'],
  [{ AI_BASE_URL: 'https://api.openai.com/v1' }, 'AI_MODEL is required when AI_BASE_URL is set'],
  [{ AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' }, 'AI_BASE_URL must be an http(s) URL'],
  [
    { AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm', AI_TIMEOUT_MS: '50' },
    'AI_TIMEOUT_MS must be a whole number of milliseconds',
  ],
  [
    { AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm', AI_TIMEOUT_MS: 'soon' },
    'AI_TIMEOUT_MS must be a whole number of milliseconds',
  ],
])('parseEnv(%o)', (source, message) => {
  it(`fails with "${message}"`, () => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('never echoes a secret value', () => {
    const error = (() => {
      try {
        parseEnv(source);
      } catch (caught) {
        return caught as Error;
      }
      return new Error('no error');
    })();
    expect(error.message).not.toMatch(/sk-x|token|user:pw/);
  });
});
