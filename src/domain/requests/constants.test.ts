import { expect, it } from 'vitest';
import {
  MIN_STAFF_PASSWORD_LENGTH,
  PHOTO_MAX_BYTES,
  PRIORITIES,
  PUBLIC_LIST_SIZE,
  RECENT_LIST_SIZE,
  REDIRECT_DELAY_MS,
  ROLES,
  SHORT_ID_LENGTH,
  STATUSES,
} from './constants.ts';
import { AGENCY_LINKS, CATEGORIES, DEPARTMENTS, MAP } from '../testing/sample-township.ts';

it.each([
  ['categories', CATEGORIES, 16],
  ['statuses', STATUSES, 4],
  ['priorities', PRIORITIES, 4],
  ['roles', ROLES, 4],
])('%s has $2 distinct values', (_name, values, count) => {
  expect(new Set(values).size).toBe(count);
});

it.each([
  ['PUBLIC_LIST_SIZE', PUBLIC_LIST_SIZE, 50],
  ['RECENT_LIST_SIZE', RECENT_LIST_SIZE, 5],
  ['SHORT_ID_LENGTH', SHORT_ID_LENGTH, 8],
  ['MIN_STAFF_PASSWORD_LENGTH', MIN_STAFF_PASSWORD_LENGTH, 6],
  ['REDIRECT_DELAY_MS', REDIRECT_DELAY_MS, 4000],
  ['PHOTO_MAX_BYTES', PHOTO_MAX_BYTES, 10_485_760],
  ['MAP.defaultZoom', MAP.defaultZoom, 13],
  ['MAP.selectedZoom', MAP.selectedZoom, 17],
])('%s is $2', (_name, value, expected) => {
  expect(value).toBe(expected);
});

it('keeps the spec strings exactly', () => {
  expect(CATEGORIES[0]).toBe('Pothole/Road Damage');
  expect(CATEGORIES).toContain('Missed Trash/Recycling');
  expect(STATUSES).toEqual(['New', 'In Progress', 'Resolved', 'Closed']);
  expect(PRIORITIES).toEqual(['Low', 'Medium', 'High', 'Emergency']);
  expect(ROLES[0]).toBe('worker');
  expect(DEPARTMENTS).toContain('Public Works');
});

it('centres the map inside its search bias box', () => {
  const { center, searchBounds } = MAP;
  expect(center.lat).toBeGreaterThan(searchBounds.south);
  expect(center.lat).toBeLessThan(searchBounds.north);
  expect(center.lng).toBeGreaterThan(searchBounds.west);
  expect(center.lng).toBeLessThan(searchBounds.east);
});

it.each(Object.values(AGENCY_LINKS).map((link) => [link.url]))('agency link %s is https', (url) => {
  expect(new URL(url).protocol).toBe('https:');
});
