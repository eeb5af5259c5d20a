import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { regexes } from 'zod/v4/core';
import { EMAIL_PATTERN } from './email-pattern.ts';

describe("the wizard's e-mail pattern", () => {
  it("is zod's, which the server's schema uses", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it.each(['ada@example.org', "o'neil+311@mail.example.co.uk", 'a.b@c.io'])(
    'accepts %s, as the server does',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(true);
      expect(z.safeParse(z.email(), email).success).toBe(true);
    },
  );

  it.each(['ada@', 'ada@example', 'ada@@example.org', '.ada@example.org', 'ada@example.o'])(
    'refuses %s, as the server does',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
      expect(z.safeParse(z.email(), email).success).toBe(false);
    },
  );
});
