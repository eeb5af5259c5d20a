import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyDecoy, verifyPassword, type ScryptCost } from './password.ts';

// Cheap parameters keep the suite fast; the format and the checks are the same at any cost.
const cheap: ScryptCost = { ln: 10, r: 8, p: 1 };

describe('hashPassword', () => {
  it('writes the versioned format with the cost', async () => {
    expect(await hashPassword('secret1', cheap)).toMatch(/^scrypt\$1\$ln=10,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('secret1', cheap)).not.toBe(await hashPassword('secret1', cheap));
  });

  it('uses the default cost when none is given', async () => {
    expect(await hashPassword('secret1')).toMatch(/^scrypt\$1\$ln=15,r=8,p=1\$/);
  });
});

describe('verifyPassword', async () => {
  const stored = await hashPassword('correct horse', cheap);
  it.each([
    ['correct horse', stored, true],
    ['correct horse ', stored, false],
    ['Correct horse', stored, false],
    ['', stored, false],
    ['correct horse', stored.replace('scrypt$1', 'scrypt$2'), false],
    ['correct horse', stored.replace('ln=10', 'ln=40'), false],
    ['correct horse', stored.replace('ln=10', 'ln=9'), false],
    ['correct horse', stored.slice(0, -4), false],
    ['correct horse', 'plain-text-password', false],
    ['correct horse', '', false],
    ['correct horse', 'scrypt$1$ln=10,r=8,p=1$$', false],
  ])('%j against %j is %s', async (password, encoded, expected) => {
    expect(await verifyPassword(password, encoded)).toBe(expected);
  });

  it('treats composed and decomposed accents alike', async () => {
    const hash = await hashPassword('caf\u00e9-pass', cheap);
    expect(await verifyPassword('cafe\u0301-pass', hash)).toBe(true);
  });
});

it.each([
  [{ ln: 10, r: 8, p: 1 }, false],
  [{ ln: 15, r: 8, p: 1 }, true],
  [{ ln: 10, r: 8, p: 2 }, true],
])('needsRehash against %j is %s', async (cost, expected) => {
  expect(needsRehash(await hashPassword('x', cheap), cost)).toBe(expected);
});

it('needsRehash is true for an unreadable hash', () => {
  expect(needsRehash('nonsense')).toBe(true);
});

it('verifyDecoy is always false', async () => {
  expect(await verifyDecoy('anything', cheap)).toBe(false);
});
