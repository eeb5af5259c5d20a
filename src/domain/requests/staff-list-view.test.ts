import { describe, expect, it } from 'vitest';
import { submittedRequest } from '../testing/service-request.ts';
import { encodeCursor, matchesFilter } from './request-query.ts';
import {
  DASHBOARD_CARDS,
  DEFAULT_VIEW,
  MAX_QUERY_LENGTH,
  parseStaffListView,
  staffListSearch,
  toRequestFilter,
  type StaffListView,
} from './staff-list-view.ts';

const parse = (query: string) => parseStaffListView(new URLSearchParams(query));

function viewOf(query: string): StaffListView {
  const parsed = parse(query);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.view;
}

const messageOf = (query: string) => {
  const parsed = parse(query);
  return parsed.ok ? null : parsed.message;
};

const cursor = encodeCursor({ key: [1764876000000], id: 'AbCdEfGhIjKlMnOpQrSt' });
const NOW = new Date('2026-11-27T17:00:00.000Z');
const viewer = { staffId: 'staff-1', now: NOW };

describe('the review filter', () => {
  it('reads review=pending, refuses another value, writes it back and filters on it', () => {
    expect(viewOf('review=pending').reviewPending).toBe(true);
    expect(messageOf('review=done')).toBe('review must be pending.');
    expect(staffListSearch({ reviewPending: true })).toBe('?review=pending');
    const filter = toRequestFilter(viewOf('review=pending'), viewer);
    expect(filter).toEqual({ statuses: ['New', 'In Progress'], review: 'pending' });
    expect(matchesFilter(submittedRequest({ reviewPending: true }), filter)).toBe(true);
    expect(matchesFilter(submittedRequest({ reviewPending: false }), filter)).toBe(false);
  });
});

describe('parseStaffListView', () => {
  it('reads an empty query as the default view', () => {
    expect(viewOf('')).toEqual(DEFAULT_VIEW);
  });

  it('reads every parameter, repeats once each, and ignores unknown ones', () => {
    expect(
      viewOf(
        'status=New&status=In+Progress&status=New&priority=High&category=Graffiti&department=Parks+%26+Recreation' +
          '&language=ko&language=zh-Hans&language=ko&assignee=me&from=2026-11-01&to=2026-11-30&overdue=1&review=pending&q=++main+st++&sort=due&dir=desc&size=100' +
          `&after=${cursor}&page=3&utm_source=mail&hide=due&hide=id&hide=id`,
      ),
    ).toEqual({
      statuses: ['New', 'In Progress'],
      priorities: ['High'],
      categories: ['Graffiti'],
      departments: ['Parks & Recreation'],
      languages: ['ko', 'zh-Hans'],
      assignee: 'me',
      from: '2026-11-01',
      to: '2026-11-30',
      overdue: true,
      reviewPending: true,
      q: 'main st',
      sort: 'due',
      direction: 'desc',
      after: cursor,
      before: null,
      size: 100,
      hidden: ['id', 'due'],
    });
  });

  it.each([
    ['sort=created', 'desc'],
    ['sort=updated', 'desc'],
    ['sort=priority', 'desc'],
    ['sort=due', 'asc'],
  ])('gives %s its natural direction, %s', (query, direction) => {
    expect(viewOf(query).direction).toBe(direction);
  });

  it.each([
    ['assignee=unassigned', 'unassigned'],
    ['assignee=me', 'me'],
    ['assignee=u_7-Xy', { id: 'u_7-Xy' }],
    ['assignee=', null],
  ])('reads %s', (query, assignee) => {
    expect(viewOf(query).assignee).toEqual(assignee);
  });

  it.each([
    ['overdue=1', true],
    ['overdue=true', true],
    ['overdue=0', false],
    ['overdue=false', false],
    ['from=&to=&after=&before=', false],
  ])('reads %s', (query, overdue) => {
    expect(viewOf(query).overdue).toBe(overdue);
  });

  it('accepts the same day as from and to', () => {
    expect(viewOf('from=2026-11-27&to=2026-11-27')).toMatchObject({ from: '2026-11-27', to: '2026-11-27' });
  });

  it(`accepts a search of ${MAX_QUERY_LENGTH} characters, spaces around it not counted`, () => {
    expect(viewOf(`q=${'a'.repeat(MAX_QUERY_LENGTH)}+++`).q).toHaveLength(MAX_QUERY_LENGTH);
  });

  it.each([
    ['status=Open', 'Unknown status "Open". Use one of: New, In Progress, Resolved, Closed.'],
    ['status=New&status=new', 'Unknown status "new". Use one of: New, In Progress, Resolved, Closed.'],
    ['priority=Urgent', 'Unknown priority "Urgent". Use one of: Low, Medium, High, Emergency.'],
    ['category=Potholes', 'Unknown category "Potholes". Use one of: '],
    ['department=Fire', 'Unknown department "Fire". Use one of: Public Works, Engineering, '],
    ['language=fr', 'Unknown language "fr". Use one of: en, es, zh-Hans, ko, hi.'],
    ['language=KO', 'Unknown language "KO". Use one of: en, '],
    [`language=${'x'.repeat(5000)}`, `Unknown language "${'x'.repeat(40)}". Use one of: `],
    [`status=${'x'.repeat(60)}`, `Unknown status "${'x'.repeat(40)}". Use one of: `],
    ['hide=description', 'Unknown hide "description". Use one of: id, assignee, submitted, due, priority.'],
    ['assignee=a%20b', 'assignee must be "me", "unassigned" or a staff id.'],
    [`assignee=${'a'.repeat(129)}`, 'assignee must be "me", "unassigned" or a staff id.'],
    ['from=2026-11-31', 'from must be a date like 2026-11-27.'],
    ['from=27/11/2026', 'from must be a date like 2026-11-27.'],
    ['to=2026-2-01', 'to must be a date like 2026-11-27.'],
    ['to=2027-02-29', 'to must be a date like 2026-11-27.'],
    ['from=2026-13-01', 'from must be a date like 2026-11-27.'],
    ['from=2026-12-32', 'from must be a date like 2026-11-27.'],
    ['to=2026-00-05', 'to must be a date like 2026-11-27.'],
    ['from=2026-02-30', 'from must be a date like 2026-11-27.'],
    ['to=2026-12-00', 'to must be a date like 2026-11-27.'],
    ['to=9999-12-31', 'to must be between 2000-01-01 and 2999-12-31.'],
    ['from=1999-12-31', 'from must be between 2000-01-01 and 2999-12-31.'],
    ['from=0000-01-01', 'from must be a date like 2026-11-27.'],
    ['from=2026-11-28&to=2026-11-27', 'from must not be after to.'],
    ['overdue=yes', 'overdue must be 1 or 0.'],
    ['overdue=', 'overdue must be 1 or 0.'],
    [`q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`, `The search must be at most ${MAX_QUERY_LENGTH} characters.`],
    ['sort=name', 'sort must be one of: created, updated, priority, due.'],
    ['dir=up', 'dir must be asc or desc.'],
    ['sort=due&dir=', 'dir must be asc or desc.'],
    [`after=${cursor}&before=${cursor}`, 'Give after or before, not both.'],
    ['after=abc%2Bdef', 'The page cursor is not valid.'],
    [`before=${'a'.repeat(201)}`, 'The page cursor is not valid.'],
    ['size=20', 'size must be one of: 25, 50, 100.'],
    ['size=', 'size must be one of: 25, 50, 100.'],
    ['size=50.0', null],
  ])('%s', (query, message) => {
    if (message === null) expect(messageOf(query)).toBeNull();
    else expect(messageOf(query)).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
});

describe('staffListSearch', () => {
  it.each([
    [{}, ''],
    [{ statuses: ['New'] }, '?status=New'],
    [{ sort: 'due', direction: 'asc' }, '?sort=due'],
    [{ sort: 'due', direction: 'desc' }, '?sort=due&dir=desc'],
    [{ direction: 'asc' }, '?dir=asc'],
    [{ assignee: { id: 'u1' }, size: 25 }, '?assignee=u1&size=25'],
    [{ q: 'café & co', overdue: true }, '?overdue=1&q=caf%C3%A9+%26+co'],
    [{ hidden: ['priority', 'id'], size: 25 }, '?size=25&hide=id&hide=priority'],
  ] as [Partial<StaffListView>, string][])('writes %o as %j', (view, search) => {
    expect(staffListSearch(view)).toBe(search);
  });

  it.each([
    'status=In+Progress&status=New&priority=Emergency&category=Graffiti&department=Police&assignee=unassigned',
    'language=hi&language=es&status=New',
    'from=2026-03-08&to=2026-11-01&overdue=1&q=main+st&sort=priority&dir=asc&size=25',
    `assignee=me&sort=updated&after=${cursor}`,
    `sort=due&before=${cursor}`,
    'hide=priority&status=New&hide=assignee',
    '',
  ])('writes back what it read, in one canonical order: %s', (query) => {
    const view = viewOf(query);
    const search = staffListSearch(view);
    expect(viewOf(search.slice(1))).toEqual(view);
    expect(staffListSearch(viewOf(search.slice(1)))).toBe(search);
  });

  it('gives one view one address whatever the order it was typed in', () => {
    expect(staffListSearch(viewOf('size=25&status=New&sort=created&dir=desc'))).toBe(
      staffListSearch(viewOf('status=New&size=25')),
    );
  });
});

describe('toRequestFilter', () => {
  const filterOf = (query: string) => toRequestFilter(viewOf(query), viewer);

  it('filters nothing for the default view', () => {
    expect(filterOf('sort=due&size=100')).toEqual({});
  });

  it.each([
    ['', ['New', 'In Progress']],
    ['status=New', ['New']],
    ['status=New&status=Closed', ['New']],
    ['status=Resolved', []],
    ['status=Resolved&status=Closed', []],
    ['status=In+Progress&status=Resolved', ['In Progress']],
  ])('overdue with %j keeps the open statuses of it: %o, due before now', (query, statuses) => {
    expect(filterOf(`${query}&overdue=1`)).toEqual({ statuses, dueBefore: NOW });
  });

  it('passes the other lists as they are', () => {
    expect(
      filterOf('status=Closed&priority=Low&priority=High&category=Graffiti&department=Health&language=ko'),
    ).toEqual({
      statuses: ['Closed'],
      priorities: ['Low', 'High'],
      categories: ['Graffiti'],
      departments: ['Health'],
      languages: ['ko'],
    });
  });

  it.each([
    ['me', 'staff-1'],
    ['unassigned', null],
    ['someone-else', 'someone-else'],
  ])('assignee=%s is assignedTo %j', (assignee, assignedTo) => {
    expect(filterOf(`assignee=${assignee}`)).toEqual({ assignedTo });
  });

  it('searches for a reference as one word, however it was typed', () => {
    expect(filterOf('q=k7qm-3xpa')).toEqual({ words: ['k7qm3xpa'] });
    expect(filterOf('q=K7QM+3XPA')).toEqual({ words: ['k7qm3xpa'] });
    expect(filterOf('q=sidewalk')).toEqual({ words: ['sidewalk'] });
    expect(filterOf('q=main+st+2')).toEqual({ words: ['main', 'st'] });
  });

  it('searches for a phone number in any format as its digits', () => {
    expect(filterOf('q=555-0199')).toEqual({ words: ['5550199'] });
    expect(filterOf('q=%28609%29+555+0199')).toEqual({ words: ['6095550199'] });
    expect(filterOf('q=%2B16095550199')).toEqual({ words: ['6095550199'] });
  });

  it('also searches callers for a viewer with submitter access, and only with words', () => {
    const withAccess = { ...viewer, submitterAccess: true };
    expect(toRequestFilter(viewOf('q=Becker'), withAccess)).toEqual({ words: ['becker'], searchSubmitters: true });
    expect(toRequestFilter(viewOf('q=Becker'), { ...viewer, submitterAccess: false })).toEqual({ words: ['becker'] });
    expect(toRequestFilter(viewOf('status=New'), withAccess)).toEqual({ statuses: ['New'] });
  });

  it('searches for the words of q, not its punctuation', () => {
    expect(filterOf('q=Main+main+ST.')).toEqual({ words: ['main', 'st'] });
    expect(filterOf('q=+-+')).toEqual({});
  });

  it.each([
    // Standard time: the township day starts at 05:00 UTC.
    ['2026-11-27', '2026-11-27', '2026-11-27T05:00:00.000Z', '2026-11-28T05:00:00.000Z'],
    // The autumn clock change: a 25-hour day, starting in daylight time.
    ['2026-11-01', '2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    // The spring clock change: a 23-hour day.
    ['2026-03-08', '2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    ['2026-12-01', '2026-12-31', '2026-12-01T05:00:00.000Z', '2027-01-01T05:00:00.000Z'],
  ])('from %s to %s is [%s, %s)', (from, to, start, end) => {
    expect(filterOf(`from=${from}&to=${to}`)).toEqual({ createdFrom: new Date(start), createdBefore: new Date(end) });
  });

  it.each([
    ['2026-11-01T03:59:59.999Z', false],
    ['2026-11-01T04:00:00.000Z', true],
    ['2026-11-02T04:59:59.999Z', true],
    ['2026-11-02T05:00:00.000Z', false],
  ])('a request created at %s is in from=to=2026-11-01: %s', (createdAt, inside) => {
    const filter = filterOf('from=2026-11-01&to=2026-11-01');
    expect(matchesFilter(submittedRequest({ createdAt }), filter)).toBe(inside);
  });

  it.each([
    ['New', '2026-11-27T16:59:59.999Z', true],
    ['New', '2026-11-27T17:00:00.000Z', false],
    ['In Progress', '2026-11-01T04:59:59.000Z', true],
    ['Resolved', '2026-11-01T04:59:59.000Z', false],
    ['Closed', '2026-11-01T04:59:59.000Z', false],
  ] as const)('with the overdue filter at now, a %s request due %s matches: %s', (status, due, expected) => {
    expect(matchesFilter(submittedRequest({ status, dueAt: due }), filterOf('overdue=1'))).toBe(expected);
  });
});

describe('DASHBOARD_CARDS', () => {
  it('opens each card with an address that reads back as its view', () => {
    for (const card of DASHBOARD_CARDS) {
      const view = { ...DEFAULT_VIEW, ...card.view };
      expect(viewOf(staffListSearch(card.view).slice(1)), card.key).toEqual(view);
    }
  });

  it('counts each card with the filter of the list it opens', () => {
    const filters = Object.fromEntries(
      DASHBOARD_CARDS.map((card) => [card.key, toRequestFilter({ ...DEFAULT_VIEW, ...card.view }, viewer)]),
    );
    expect(filters).toEqual({
      new: { statuses: ['New'] },
      inProgress: { statuses: ['In Progress'] },
      resolved: { statuses: ['Resolved'] },
      activeEmergencies: { statuses: ['New', 'In Progress'], priorities: ['Emergency'] },
      overdue: { statuses: ['New', 'In Progress'], dueBefore: NOW },
      awaitingReview: { statuses: ['New', 'In Progress'], review: 'pending' },
    });
  });
});
