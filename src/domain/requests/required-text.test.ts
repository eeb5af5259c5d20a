import { describe, expect, it } from 'vitest';
import { requiredLine, requiredText } from './required-text.ts';

const MESSAGES = { required: 'Please enter it.', tooLong: 'At most 5 characters.' };
const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe.each([
  ['requiredLine', requiredLine(5, MESSAGES), ' a\r\nb ', 'a b'],
  ['requiredText', requiredText(5, MESSAGES), ' a\r\nb\u0000 ', 'a\r\nb'],
])('%s', (_name, schema, input, cleaned) => {
  it('cleans and trims the value', () => {
    expect(schema.parse(input)).toBe(cleaned);
  });

  it.each([undefined, 42, '', '   ', '\u0000\u0007'])('answers the required message for %j', (value) => {
    expect(errorOf(schema.safeParse(value))).toBe(MESSAGES.required);
  });

  it('counts the length after cleaning and trimming', () => {
    expect(schema.parse('  abcde  ')).toBe('abcde');
    expect(errorOf(schema.safeParse('abcdef'))).toBe(MESSAGES.tooLong);
  });
});
