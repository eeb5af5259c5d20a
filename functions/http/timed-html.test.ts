import { describe, expect, it } from 'vitest';
import { retimeHtml, timedInstants, timedStage } from './timed-html.ts';

const AT = '2025-11-05T01:00:00.000Z';
const at = Date.parse(AT);
const page = [
  '<head><meta name="description" content="Vote on Nov. 4" data-timed-attr="content" data-at="2025-11-05T01:00:00.000Z" data-before="Vote on Nov. 4" data-after="Held on Nov. 4 &amp; counted"></head>',
  '<div data-when="before" data-at="2025-11-05T01:00:00.000Z" class="box">Countdown</div>',
  '<p data-when="after" data-at="2025-11-05T01:00:00.000Z" hidden class="note">Held</p>',
  '<span data-when="after" data-at="2025-10-15T03:59:59.000Z" hidden>Past</span>',
  '<p data-hidden-note hidden>untouched</p>',
].join('\n');

describe('retimeHtml', () => {
  it('leaves a page built before the instant as it is when read before it', () => {
    expect(retimeHtml(page, Date.parse('2025-10-01T00:00:00Z'))).toBe(page);
  });

  it('turns a page built before Election Day into the after page, description included', () => {
    const after = retimeHtml(page, at);
    expect(after).toContain('<div data-when="before" data-at="2025-11-05T01:00:00.000Z" hidden class="box">');
    expect(after).toContain('<p data-when="after" data-at="2025-11-05T01:00:00.000Z" class="note">Held</p>');
    expect(after).toContain('<span data-when="after" data-at="2025-10-15T03:59:59.000Z">Past</span>');
    expect(after).toContain('content="Held on Nov. 4 &amp; counted" data-timed-attr="content"');
    expect(after).toContain('<p data-hidden-note hidden>untouched</p>');
  });

  it('goes back as well, and is stable when applied twice', () => {
    const after = retimeHtml(page, at);
    expect(retimeHtml(after, at)).toBe(after);
    const before = retimeHtml(after, at - 1);
    expect(before).toContain('<div data-when="before" data-at="2025-11-05T01:00:00.000Z" class="box">');
    expect(before).toContain('content="Vote on Nov. 4" data-timed-attr');
  });
});

describe('retimeHtml on React server HTML (the question explorer)', () => {
  const react = [
    '<p data-when="before" data-at="2025-11-05T01:00:00.000Z" class="pending">Response pending</p>',
    '<p data-when="after" data-at="2025-11-05T01:00:00.000Z" hidden="" class="pending">No answer was recorded.</p>',
  ].join('');

  it('shows the after wording and hides the before one, whichever way the attribute was written', () => {
    const after = retimeHtml(react, at);
    expect(after).toBe(
      [
        '<p data-when="before" data-at="2025-11-05T01:00:00.000Z" hidden class="pending">Response pending</p>',
        '<p data-when="after" data-at="2025-11-05T01:00:00.000Z" class="pending">No answer was recorded.</p>',
      ].join(''),
    );
    expect(retimeHtml(after, at - 1)).not.toContain('hidden=""');
    expect(retimeHtml(after, at - 1)).toContain('data-when="after" data-at="2025-11-05T01:00:00.000Z" hidden class');
  });
});

describe('timedInstants and timedStage', () => {
  it('lists each instant once, earliest first, and counts those passed', () => {
    const instants = timedInstants(page);
    expect(instants).toEqual([Date.parse('2025-10-15T03:59:59.000Z'), at]);
    expect(timedStage(instants, at - 1)).toBe(1);
    expect(timedStage(instants, at)).toBe(2);
    expect(timedInstants('<p>undated</p>')).toEqual([]);
  });
});
