import { expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from './constants.ts';
import { decodeCheckApplies, PHOTO_NOT_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, photoProblem } from './photo-check.ts';

it.each([
  ['a small PNG', { size: 1000, type: 'image/png' }, null],
  ['exactly 10MB', { size: PHOTO_MAX_BYTES, type: 'image/jpeg' }, null],
  ['one byte over 10MB', { size: PHOTO_MAX_BYTES + 1, type: 'image/jpeg' }, PHOTO_TOO_LARGE_MESSAGE],
  ['a HEIC photo', { size: 2000, type: 'image/heic' }, null],
  ['upper-case type', { size: 2000, type: 'IMAGE/GIF' }, null],
  ['a PDF', { size: 2000, type: 'application/pdf' }, PHOTO_NOT_IMAGE_MESSAGE],
  ['no type', { size: 2000, type: '' }, PHOTO_NOT_IMAGE_MESSAGE],
  ['a large PDF', { size: PHOTO_MAX_BYTES * 2, type: 'application/pdf' }, PHOTO_NOT_IMAGE_MESSAGE],
])('photoProblem: %s is $2', (_label, file, expected) => {
  expect(photoProblem(file)).toBe(expected);
});

it.each([
  ['image/jpeg', true],
  ['image/png', true],
  ['image/gif', true],
  ['image/webp', true],
  ['image/heic', false],
  ['IMAGE/HEIF', false],
  ['image/heic-sequence', false],
  ['image/x-heic-ish', true],
])('decodeCheckApplies(%s) is %s', (type, expected) => {
  expect(decodeCheckApplies(type)).toBe(expected);
});
