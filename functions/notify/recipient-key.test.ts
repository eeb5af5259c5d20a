import { expect, it } from 'vitest';
import { recipientKey } from './recipient-key.ts';

it.each([
  ['as it is', 'victim@example.org', 'victim@example.org'],
  ['case ignored', 'Victim@Example.ORG', 'victim@example.org'],
  ['blanks trimmed', '  victim@example.org ', 'victim@example.org'],
  ['a plus-tag dropped', 'victim+1@example.org', 'victim@example.org'],
  ['another plus-tag, the same key', 'victim+2@example.org', 'victim@example.org'],
  ['an empty plus-tag dropped', 'victim+@example.org', 'victim@example.org'],
  ['a leading plus kept (no local part before it)', '+tag@example.org', '+tag@example.org'],
  ['dots kept where the provider reads them', 'first.last@example.org', 'first.last@example.org'],
  ['dots dropped at Gmail', 'First.Last@gmail.com', 'firstlast@gmail.com'],
  ['googlemail.com is gmail.com', 'f.i.r.s.t.last+x@googlemail.com', 'firstlast@gmail.com'],
  ['a trailing dot of the domain dropped', 'victim@example.org.', 'victim@example.org'],
  ['no @ as it is, lower-cased', 'Not-An-Address', 'not-an-address'],
])('recipientKey: %s %s -> %s', (_, email, expected) => {
  expect(recipientKey(email)).toBe(expected);
});
