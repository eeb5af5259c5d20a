/**
 * The staff search by caller contract (docs/311-app.md#searching-requests): with
 * `searchSubmitters`, a search also finds the requests whose submitter's name, e-mail or phone
 * (any format) holds every word, exactly as the reference rule (matchesFilter with the submitter)
 * says; without it, and for every other reader, a caller's details match nothing.
 */
import { describe, expect, it } from 'vitest';
import type { RequestFilter, RequestSort } from '#domain/requests/request-query.ts';
import type { NewSubmitterInfo, ServiceRequest } from '#domain/requests/request-schemas.ts';
import { searchWords } from '#domain/requests/search-words.ts';
import { phoneSearch } from '#domain/requests/submitter-search.ts';
import { withStores, type MakeStores } from './fixtures.ts';
import { allPages, hoursAfterBase, referenceOrder, restoreAll, storedRequest } from './request-query-fixtures.ts';
import { matchesFilter, compareInSort } from '#domain/requests/request-query.ts';

const caller = (name: string, email: string, phone: string): NewSubmitterInfo => ({
  name,
  email,
  phone,
  address: '9 Private Rd',
  wantsTextAlerts: false,
});

/** a: Ana Becker's pothole; b: a request about Becker Street, by someone else; c: another caller. */
const SEEDS: { letter: string; request: Partial<ServiceRequest>; info: NewSubmitterInfo | null }[] = [
  {
    letter: 'a',
    request: { status: 'New', description: 'Deep pothole by the school', address: '5 Elm Ave' },
    info: caller('Ana Becker', 'ana.becker@example.org', '+16095550199'),
  },
  {
    letter: 'b',
    request: { status: 'Resolved', description: 'Streetlight out', address: '12 Becker St' },
    info: caller('Bob Smith', 'bob@example.org', '(732) 555-0123'),
  },
  {
    letter: 'c',
    request: { status: 'New', description: 'Graffiti on the wall', address: '8 Oak Ln' },
    info: caller('Carla Jones', 'carla@example.net', '+442079460958'),
  },
  { letter: 'd', request: { status: 'In Progress', description: 'Tree down', address: '3 Pine Rd' }, info: null },
  {
    letter: 'e',
    request: { status: 'Closed', description: 'Noise at night', address: '1 Main St' },
    info: caller('Ana Becker', 'ana.becker@example.org', '609-555-0199'),
  },
];

/** Search words as the staff list reads a typed search. */
const typed = (q: string) => searchWords(phoneSearch(q) ?? q);

export function runCallerSearchContract(name: string, makeStores: MakeStores): void {
  describe(`staff search by caller contract: ${name}`, () => {
    const stores = withStores(makeStores);

    const seed = async () => {
      const requests = SEEDS.map(({ letter, request }, index) =>
        storedRequest({ id: `Req${letter.repeat(17)}`, ...request, createdAt: hoursAfterBase(index) }),
      );
      await restoreAll(stores().requests, requests);
      const infos = new Map<string, NewSubmitterInfo>();
      for (const [index, { info }] of SEEDS.entries()) {
        if (!info) continue;
        await stores().submitterInfo.put(requests[index]!.id, info);
        infos.set(requests[index]!.id, info);
      }
      return { requests, infos };
    };
    const letters = (found: readonly ServiceRequest[]) => found.map((request) => request.id.slice(-1)).join('');
    const newest = (filter: RequestFilter, sort: RequestSort = 'created') =>
      ({ filter, sort, direction: 'desc', limit: 2 }) as const;

    it.each([
      ['a name', 'Becker', 'eba'],
      ['part of a name', 'beck', 'eba'],
      ['a whole name', 'Ana Becker', 'ea'],
      ['an e-mail address', 'ana.becker@example.org', 'ea'],
      ['seven digits of a phone', '5550199', 'ea'],
      ['a phone with a hyphen', '555-0199', 'ea'],
      ['a phone with its area code', '(609) 555 0199', 'ea'],
      ['a phone in E.164', '+16095550199', 'ea'],
      ['its last four digits', '0199', 'ea'],
      ['a phone typed as words', '609 555 0199', 'ea'],
      ["another country's number as dialled there", '020 7946 0958', 'c'],
      ['the same number with its country code', '+44 20 7946 0958', 'c'],
      ['a free-text phone', '732-555-0123', 'b'],
    ])('finds %s ("%s") with searchSubmitters, in order, page by page', async (_, q, expected) => {
      const { requests, infos } = await seed();
      const filter: RequestFilter = { words: typed(q), searchSubmitters: true };
      const reference = requests
        .filter((request) => matchesFilter(request, filter, infos.get(request.id) ?? null))
        .sort((a, b) => compareInSort(a, b, 'created', 'desc'));
      expect(letters(reference)).toBe(expected);
      expect(letters((await allPages(stores().requests, newest(filter))).flat())).toBe(expected);
      expect(await stores().requests.count(filter)).toBe(expected.length);
    });

    it('matches no caller detail without searchSubmitters: only the requests own words', async () => {
      await seed();
      for (const q of ['Becker', 'ana.becker@example.org', '5550199', '+16095550199', '0199', 'Carla']) {
        const filter: RequestFilter = { words: typed(q) };
        const expected = q === 'Becker' ? 'b' : '';
        expect(letters((await allPages(stores().requests, newest(filter))).flat()), q).toBe(expected);
        expect(await stores().requests.count(filter), q).toBe(expected.length);
      }
    });

    it('keeps every other condition of the filter: statuses, dates and sorts', async () => {
      const { requests, infos } = await seed();
      const cases: [RequestFilter, RequestSort, string][] = [
        [{ words: ['becker'], searchSubmitters: true, statuses: ['New'] }, 'created', 'a'],
        [{ words: ['becker'], searchSubmitters: true, statuses: ['Resolved', 'Closed'] }, 'created', 'eb'],
        [{ words: ['becker'], searchSubmitters: true, createdFrom: new Date(hoursAfterBase(1)) }, 'created', 'eb'],
        [{ words: ['becker'], searchSubmitters: true, createdBefore: new Date(hoursAfterBase(1)) }, 'updated', 'a'],
        [{ words: ['becker'], searchSubmitters: true }, 'priority', ''],
      ];
      for (const [filter, sort, expected] of cases) {
        const reference = referenceOrder(
          requests.filter((request) => matchesFilter(request, filter, infos.get(request.id) ?? null)),
          { filter: {}, sort, direction: 'desc' },
        );
        if (expected) expect(letters(reference)).toBe(expected);
        expect(letters((await allPages(stores().requests, newest(filter, sort))).flat())).toBe(letters(reference));
        expect(await stores().requests.count(filter)).toBe(reference.length);
      }
    });

    it("takes all the words from the request's own text or all from its caller's, never half of each", async () => {
      await seed();
      const filter: RequestFilter = { words: ['becker', 'pothole'], searchSubmitters: true };
      expect(await stores().requests.page(newest(filter))).toEqual([]);
      expect(await stores().requests.count(filter)).toBe(0);
    });

    it('finds a caller by the details last written, not by earlier ones', async () => {
      const { requests } = await seed();
      await stores().submitterInfo.put(requests[0]!.id, caller('Ana Kowalski', 'ana@example.com', '+16095550111'));
      const find = async (q: string) =>
        letters((await allPages(stores().requests, newest({ words: typed(q), searchSubmitters: true }))).flat());
      expect(await find('Kowalski')).toBe('a');
      expect(await find('5550111')).toBe('a');
      expect(await find('Becker')).toBe('eb');
      expect(await find('5550199')).toBe('e');
    });
  });
}
