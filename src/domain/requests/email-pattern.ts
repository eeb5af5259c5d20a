/**
 * The pattern of an e-mail address the server's schema accepts (zod's `z.email()`), for the
 * wizard's own check, which loads no zod: the same pattern, so the wizard never lets through an
 * address the server refuses. Copied rather than imported, since zod's module of patterns is
 * 1.2 KB gzip on every resident screen; email-pattern.test.ts holds it equal to zod's.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- written as zod writes it, so the test compares the two sources
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
