/**
 * Staff search on SQLite. The request_words full-text index holds each request's words as the
 * shared tokenizer cut them (request-row.ts searchText), plus a token for each of its status,
 * priority, category, department and assignee, so a search with those filters is one full-text
 * query. A search takes each search word as a prefix, all of them required: the rule of
 * matchesWords.
 *
 * FTS5 reads a prefix query by building the whole list of every word it starts (31 ms for
 * "pothole* school* week*" at 1,000,000 requests), but walks an OR of whole words lazily (5 ms).
 * So a word longer than the prefix indexes (3 letters) is looked up in the vocabulary and
 * queried as the OR of the few words it starts; shorter ones use the prefix indexes.
 *
 * A search that may find requests by their caller (filter.searchSubmitters) also asks
 * submitter_words (migration 12), set up the same way: the hits are the requests whose own words
 * match, and those whose submitter's words match all the search words and whose row passes the
 * filter's equalities, as one UNION. A caller's words match few requests, so those are checked on
 * their rows by rowid; asking the full-text index for each one's tokens instead (rowid IN, or
 * EXISTS) walked a status's whole list per hit: 7.7 s, or 176 ms, for "New" at 200,000 requests,
 * against 18 ms by row.
 *
 * A page, or a count with a date range, fills a temporary table of the hits' rowids (this connection's own, in memory) that
 * request-query-sql.ts probes or walks. The hits are kept until the next search or write, so a
 * page and its count (the staff list asks for both) search once.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import type { RequestFilter } from '#domain/requests/request-query.ts';
import { textWords } from '#domain/requests/search-words.ts';
import { allOf, departmentValues, equalityConditions, type Sql } from './request-filter-sql.ts';
import { fieldToken } from './request-row.ts';

/** The table of the last search's hits. */
export const HITS_TABLE = 'temp.request_hits';

/** Longest prefix with its own prefix index (migration 4: prefix = '1 2 3'). */
const PREFIX_INDEXED = 3;
/** A word that starts more words than this is queried as a prefix. */
const MAX_EXPANDED = 32;

const quote = (term: string) => `"${term.replaceAll('"', '""')}"`;
const either = (terms: readonly string[]) => `(${terms.map(quote).join(' OR ')})`;

/**
 * The words a filter searches for: null when there are none (everything passes), 'none' when
 * one of them can start no word (it is not one lower-case word without accents, as searchWords
 * gives), else the words.
 * @example searchedWords(['main', '']) // ['main']
 */
export function searchedWords(words: readonly string[] | undefined): string[] | null | 'none' {
  // An empty word starts every word, and every request has one (its id).
  const given = (words ?? []).filter((word) => word !== '');
  if (given.length === 0) return null;
  return given.some((word) => textWords(word).join(' ') !== word) ? 'none' : given;
}

/**
 * The filter conditions as token groups: a list of values is an OR of their tokens; a list with
 * every status or priority restricts nothing and is left out.
 * @example tokenGroups({ assignedTo: null }) // ['("\uE000an")']
 */
function tokenGroups(filter: RequestFilter): string[] {
  const group = (field: Parameters<typeof fieldToken>[0], values: readonly (string | null)[]) =>
    either(values.map((value) => fieldToken(field, value)));
  const all = (chosen: readonly string[], every: readonly string[]) => every.every((one) => chosen.includes(one));
  const groups: string[] = [];
  if (filter.statuses && !all(filter.statuses, STATUSES)) groups.push(group('s', filter.statuses));
  if (filter.priorities && !all(filter.priorities, PRIORITIES)) groups.push(group('p', filter.priorities));
  if (filter.categories) groups.push(group('c', filter.categories));
  if (filter.departments) groups.push(group('d', departmentValues(filter.departments)));
  if (filter.assignedTo !== undefined) groups.push(group('a', [filter.assignedTo]));
  return groups;
}

/** A search as SQL that selects the rowids of its hits (as `r`); `key` tells two searches apart. */
export interface SearchQuery {
  key: string;
  sql: string;
  params: SQLInputValue[];
}

export interface SearchIndex {
  /** The query of a filter's words and tokens, or null when no request can match. */
  query(words: readonly string[], filter: RequestFilter): SearchQuery | null;
  /** How many requests match a query. */
  count(query: SearchQuery): number;
  /** Fills HITS_TABLE with the rowids of the matches (unless it holds them already); how many. */
  fill(query: SearchQuery): number;
  /** Changes to the database since: differs after any write, by this connection or another. */
  version(): string;
}

const OWN_WORDS = 'SELECT rowid AS r FROM request_words WHERE request_words MATCH ?';
const CALLER_WORDS = `SELECT submitter_words.rowid AS r FROM submitter_words
  JOIN requests ON requests.rowid = submitter_words.rowid WHERE submitter_words MATCH ?`;

/** @example const search = searchIndex(db); search.fill(search.query(['main'], {})!) // 74882 */
export function searchIndex(db: DatabaseSync): SearchIndex {
  db.exec('PRAGMA temp_store = MEMORY');
  db.exec('CREATE TEMP TABLE IF NOT EXISTS request_hits (r INTEGER PRIMARY KEY)');
  db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.request_vocabulary USING fts5vocab(main, 'request_words', 'row')");
  db.exec(
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.submitter_vocabulary USING fts5vocab(main, 'submitter_words', 'row')",
  );
  const vocabularies = {
    own: db.prepare('SELECT term FROM temp.request_vocabulary WHERE term >= ? AND term < ? LIMIT ?'),
    caller: db.prepare('SELECT term FROM temp.submitter_vocabulary WHERE term >= ? AND term < ? LIMIT ?'),
  };
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const clear = db.prepare(`DELETE FROM ${HITS_TABLE}`);
  // Changes by this connection (total_changes) and by others (data_version) since the fill.
  const version = db.prepare('SELECT total_changes() AS own, (SELECT data_version FROM pragma_data_version) AS other');
  const versionNow = () => {
    const { own, other } = version.get() as { own: number; other: number };
    return `${own}.${other}`;
  };
  let last: { key: string; version: string; count: number } | null = null;

  /** A word as its query in one index: the prefix index, the OR of the words it starts, or null for none. */
  const wordQuery = (word: string, vocabulary: keyof typeof vocabularies): string | null => {
    if (word.length <= PREFIX_INDEXED) return `${quote(word)}*`;
    // Terms compare as UTF-8 bytes; the highest code point follows every continuation of `word`.
    const terms = vocabularies[vocabulary].all(word, `${word}\u{10FFFF}`, MAX_EXPANDED + 1) as { term: string }[];
    if (terms.length === 0) return null;
    return terms.length > MAX_EXPANDED ? `${quote(word)}*` : either(terms.map((row) => row.term));
  };
  /** Every word's query in one index joined with AND, or null when a word starts none there. */
  const allWords = (words: readonly string[], vocabulary: keyof typeof vocabularies): string[] | null => {
    const parts = words.map((word) => wordQuery(word, vocabulary));
    return parts.some((part) => part === null) ? null : (parts as string[]);
  };

  return {
    query(words, filter) {
      const tokens = tokenGroups(filter);
      const own = allWords(words, 'own');
      const caller = filter.searchSubmitters && words.length > 0 ? allWords(words, 'caller') : null;
      const arms: Sql[] = [];
      if (own) arms.push({ sql: OWN_WORDS, params: [[...own, ...tokens].join(' AND ')] });
      if (caller) {
        const rows = allOf(equalityConditions(filter));
        arms.push({ sql: `${CALLER_WORDS} AND ${rows.sql}`, params: [caller.join(' AND '), ...rows.params] });
      }
      if (arms.length === 0) return null;
      const sql = arms.map((arm) => arm.sql).join(' UNION ');
      const params = arms.flatMap((arm) => arm.params);
      return { key: JSON.stringify([sql, params]), sql, params };
    },
    count(query) {
      if (last?.key === query.key && last.version === versionNow()) return last.count;
      return (prepared(`SELECT count(*) AS n FROM (${query.sql})`).get(...query.params) as { n: number }).n;
    },
    fill(query) {
      if (last?.key === query.key && last.version === versionNow()) return last.count;
      clear.run();
      const count = Number(prepared(`INSERT INTO ${HITS_TABLE} (r) ${query.sql}`).run(...query.params).changes);
      last = { key: query.key, version: versionNow(), count };
      return count;
    },
    version: versionNow,
  };
}
