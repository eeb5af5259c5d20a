import { describe, expect, it } from 'vitest';
import { formatMessage, formatMessageParts, MessageSyntaxError, parseMessage } from './message-format.ts';

describe('parseMessage', () => {
  it('reads text, arguments, plurals, selects and tags', () => {
    expect(parseMessage('Hi {name}')).toEqual(['Hi ', { arg: 'name' }]);
    expect(parseMessage('{n, plural, one {# photo} other {# photos}}')).toEqual([
      { arg: 'n', plural: { one: [{ count: true }, ' photo'], other: [{ count: true }, ' photos'] }, offset: 0 },
    ]);
    expect(parseMessage('{k, select, email {E-mail} other {Text}}')).toEqual([
      { arg: 'k', select: { email: ['E-mail'], other: ['Text'] } },
    ]);
    expect(parseMessage('Call <b>911</b> now')).toEqual(['Call ', { tag: 'b', children: ['911'] }, ' now']);
  });

  it('quotes as ICU does: a lone apostrophe is text, one before a brace starts quoted text', () => {
    expect(formatMessage("don't")).toBe("don't");
    expect(formatMessage("'{'braces'}' and ''")).toBe("{braces} and '");
    expect(formatMessage('a < b')).toBe('a < b');
  });

  it.each([
    ['Hi {name', /expected ","/],
    ['{n, plural, one {x}}', /no "other" case/],
    ['{n, date}', /unknown argument type/],
    ['a } b', /unexpected "}"/],
    ['<b>bold', /expected <\/b>/],
    ['</b>', /closing tag/],
  ])('refuses %s with where it failed', (source, error) => {
    expect(() => parseMessage(source)).toThrow(MessageSyntaxError);
    expect(() => parseMessage(source)).toThrow(error);
  });
});

describe('formatMessage', () => {
  it('chooses plural forms by the language and formats the count', () => {
    const source = '{n, plural, =0 {no photos} one {# photo} other {# photos}}';
    expect(formatMessage(source, { n: 0 })).toBe('no photos');
    expect(formatMessage(source, { n: 1 })).toBe('1 photo');
    expect(formatMessage(source, { n: 1200 })).toBe('1,200 photos');
    expect(formatMessage('{n, plural, one {# foto} other {# fotos}}', { n: 1200 }, 'es')).toBe('1200 fotos');
    expect(formatMessage('{n, plural, other {사진 #장}}', { n: 3 }, 'ko')).toBe('사진 3장');
  });

  it('formats numbers for the language and keeps a missing argument visible', () => {
    expect(formatMessage('{n, number} days', { n: 12345.5 }, 'hi')).toBe('12,345.5 days');
    expect(formatMessage('Hi {name}', {})).toBe('Hi {name}');
  });

  it('selects, falling back to other', () => {
    const source = '{via, select, email {by e-mail} other {by text}}';
    expect(formatMessage(source, { via: 'email' })).toBe('by e-mail');
    expect(formatMessage(source, { via: 'fax' })).toBe('by text');
  });

  it('gives tags to their functions, and joins text around them', () => {
    const parts = formatMessageParts(
      'Track <link>{id}</link> here',
      { id: 'ABC', link: (children) => ({ a: children }) },
      'en',
    );
    expect(parts).toEqual(['Track ', { a: ['ABC'] }, ' here']);
    expect(formatMessage('Track <link>{id}</link>', { id: 'ABC' })).toBe('Track ABC');
  });
});
