import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message.ts';

describe.each<[unknown, string]>([
  [new Error('timeout'), 'timeout'],
  // Every template adds its own full stop: the error's is dropped, wherever it came from.
  [new Error('Model offline.'), 'Model offline'],
  [
    'Something went wrong on our side. Please try again later.',
    'Something went wrong on our side. Please try again later',
  ],
  ['  Please select a location on the map.  ', 'Please select a location on the map'],
  ['Wait...', 'Wait'],
  ['Ends with a space and a dot .', 'Ends with a space and a dot'],
  [new Error('line one\n    at stack frame'), 'line one at stack frame'],
  ['plain string', 'plain string'],
  [new Error(''), 'unknown error'],
  ['', 'unknown error'],
  ['...', 'unknown error'],
  [undefined, 'undefined'],
  [new Error('x'.repeat(500)), 'x'.repeat(200)],
  [`${'x'.repeat(199)}.and more`, 'x'.repeat(199)],
])('failureMessage(%o)', (error, expected) => {
  it(`is ${JSON.stringify(expected.slice(0, 40))}`, () => {
    expect(failureMessage(error)).toBe(expected);
  });
});
