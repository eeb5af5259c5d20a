import { describe, expect, it } from 'vitest';
import { duplicateJsonKeys } from './json-duplicate-keys.ts';

describe('duplicateJsonKeys', () => {
  it.each([
    ['{"a": 1, "b": 2}', []],
    ['{"a": 1, "a": 2}', ['a']],
    ['{"a": {"x": 1, "x": 2}, "b": {"x": 3}}', ['a.x']],
    ['[{"id": 1, "id": 2}, {"id": 3}]', ['id']],
    ['{"q": {"time": "1:00", "summary": "a \\"quoted\\" key: \\"q\\""}, "q": {}}', ['q']],
    ['{"a": [1, {"b": 1}], "c": {"b": 2}}', []],
    ['{"a\\u0062": 1, "ab": 2}', ['ab']],
  ])('%s', (text, expected) => {
    expect(JSON.parse(text)).toBeDefined();
    expect(duplicateJsonKeys(text)).toEqual(expected);
  });
});
