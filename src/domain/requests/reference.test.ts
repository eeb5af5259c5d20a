import { describe, expect, it } from 'vitest';
import { trackKey, formatReference, isReference, legacyReference, newReference, parseReference } from './reference.ts';

describe('newReference', () => {
  it('draws 8 characters of the alphabet from 5 random bytes', () => {
    expect(newReference(() => new Uint8Array([0, 0, 0, 0, 0]))).toBe('00000000');
    expect(newReference(() => new Uint8Array([255, 255, 255, 255, 255]))).toBe('ZZZZZZZZ');
    // 0x0842108421 is 00001 repeated eight times.
    expect(newReference(() => new Uint8Array([0x08, 0x42, 0x10, 0x84, 0x21]))).toBe('11111111');
  });

  it('gives distinct, valid references from the platform generator', () => {
    const drawn = new Set(Array.from({ length: 2000 }, () => newReference()));
    expect(drawn.size).toBe(2000);
    for (const reference of drawn) expect(isReference(reference)).toBe(true);
  });
});

describe('parseReference', () => {
  it.each([
    ['K7QM3XPA', 'K7QM3XPA'],
    [' k7qm-3xpa ', 'K7QM3XPA'],
    ['K7QM 3XPA', 'K7QM3XPA'],
    ['k7qm - 3xpa', 'K7QM3XPA'],
    ['K7QM3XPO', 'K7QM3XP0'],
    ['i7qml xpa', '17QM1XPA'],
    ['I7QML3XP', '17QM13XP'],
  ])('reads %j as %j', (input, expected) => {
    expect(parseReference(input)).toBe(expected);
  });

  it.each(['', 'K7QM3XP', 'K7QM3XPAB', 'K7QM3XPU', 'K7QM3XP!', 'AbCdEfGhIjKlMnOpQrSt'])('refuses %j', (input) => {
    expect(parseReference(input)).toBeNull();
  });
});

describe('formatReference and isReference', () => {
  it('groups four and four', () => {
    expect(formatReference('K7QM3XPA')).toBe('K7QM-3XPA');
  });

  it('accepts only the stored form', () => {
    expect(isReference('K7QM3XPA')).toBe(true);
    expect(isReference('k7qm3xpa')).toBe(false);
    expect(isReference('K7QM-3XPA')).toBe(false);
    expect(isReference(42)).toBe(false);
  });
});

describe('legacyReference', () => {
  it('is a valid reference, the same for the same id and different for another', () => {
    const reference = legacyReference('AbCdEfGhIjKlMnOpQrSt');
    expect(isReference(reference)).toBe(true);
    expect(legacyReference('AbCdEfGhIjKlMnOpQrSt')).toBe(reference);
    expect(legacyReference('AbCdEfGhIjKlMnOpQrSu')).not.toBe(reference);
  });
});

describe('trackKey', () => {
  it.each([
    [' k7qm-3xpa ', 'K7QM3XPA'],
    ['K7QM3XPA', 'K7QM3XPA'],
    [' q3ZrT0bW 8sLkP1mXa9Yc ', 'q3ZrT0bW8sLkP1mXa9Yc'],
    ['q3ZrT0bW8sLkP1mXa9Yc', 'q3ZrT0bW8sLkP1mXa9Yc'],
    ['nonsense', 'N0NSENSE'],
    ['not found', 'notfound'],
  ])('looks up %j as %j', (input, expected) => {
    expect(trackKey(input)).toBe(expected);
  });
});
