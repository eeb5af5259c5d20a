import { describe, expect, it } from 'vitest';
import { filterRequests, requestMatches, shortRequestId, type FilterableRequest } from './request-filter.ts';

const pothole: FilterableRequest = {
  id: 'q3ZrT0bW8sLkP1mXa9Yc',
  category: 'Pothole/Road Damage',
  address: '20 Main St, West Windsor',
  status: 'In Progress',
  priority: 'Emergency',
};
const graffiti: FilterableRequest = {
  id: 'Zz99aaBBccDDeeFFgg00',
  category: 'Graffiti',
  address: '5 Oak Ave',
  status: 'New',
  priority: 'Low',
};

it.each([
  ['', true, 'blank text matches everything'],
  ['   ', true, 'spaces only match everything'],
  ['q3zrt0', true, 'id, any case'],
  ['pothole', true, 'category'],
  ['MAIN ST', true, 'address, any case'],
  ['in progress', true, 'status'],
  ['emerg', true, 'priority, a prefix'],
  ['  windsor ', true, 'surrounding spaces ignored'],
  ['graffiti', false, 'another category'],
  ['Resolved', false, 'another status'],
  ['Oak', false, 'another address'],
])('requestMatches(pothole, %j) is %s: %s', (text, expected) => {
  expect(requestMatches(pothole, text)).toBe(expected);
});

describe('filterRequests', () => {
  it('keeps the matching requests in their order', () => {
    expect(filterRequests([pothole, graffiti], 'new')).toEqual([graffiti]);
    expect(filterRequests([graffiti, pothole], '')).toEqual([graffiti, pothole]);
    expect(filterRequests([pothole, graffiti], 'a')).toEqual([pothole, graffiti]);
    expect(filterRequests([pothole, graffiti], 'nothing like this')).toEqual([]);
  });
});

it.each([
  ['q3ZrT0bW8sLkP1mXa9Yc', 'q3ZrT0bW…'],
  ['abcdefgh1', 'abcdefgh…'],
  ['abcdefgh', 'abcdefgh'],
  ['abc', 'abc'],
])('shortRequestId(%j) is %s', (id, expected) => {
  expect(shortRequestId(id)).toBe(expected);
});
