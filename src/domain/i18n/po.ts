/**
 * Gettext PO catalogs, the files translators and translation services work in
 * (docs/translating.md). Each entry is one message: `msgctxt` its stable key, `msgid` the English
 * message, `msgstr` the translation (empty until translated), with the translator's notes (`# `),
 * the developers' notes (`#. `), where it is used (`#: `) and flags (`#, fuzzy`). Messages are ICU
 * MessageFormat (message-format.ts), so plurals live inside a message and `msgid_plural` is unused.
 */

export interface PoEntry {
  /** The message's stable key (msgctxt). */
  key: string;
  /** The English message (msgid). */
  source: string;
  /** The translation (msgstr), '' until translated. */
  translation: string;
  /** `#, fuzzy` and other flags. */
  flags: string[];
  /** Notes for translators (`#.`), from the code. */
  notes: string[];
  /** Translators' own comments (`# `), kept as they wrote them. */
  comments: string[];
  /** An earlier English message (`#| msgid`) a fuzzy entry was translated from. */
  previousSource?: string;
}

export interface PoCatalog {
  /** The header's fields (Language, X-Reviewed, ...), in order. */
  headers: [string, string][];
  /** Comment lines above the header, kept as written. */
  preamble: string[];
  entries: PoEntry[];
}

/** A PO file that cannot be read, with its line. */
export class PoSyntaxError extends Error {
  constructor(message: string, line: number) {
    super(`line ${line}: ${message}`);
    this.name = 'PoSyntaxError';
  }
}

function unquote(text: string, line: number): string {
  const match = /^"(.*)"$/.exec(text.trim());
  if (!match) throw new PoSyntaxError(`expected a quoted string, found ${text.trim()}`, line);
  return match[1]!.replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t', '"': '"', '\\': '\\' })[char] ?? char);
}

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\n/g, '\\n')}"`;
}

type Field = 'msgctxt' | 'msgid' | 'msgstr' | 'previous';

interface Draft {
  fields: Partial<Record<Field, string>>;
  flags: string[];
  notes: string[];
  comments: string[];
}

const newDraft = (): Draft => ({ fields: {}, flags: [], notes: [], comments: [] });

/** A PO file's catalog. Throws PoSyntaxError for a file it cannot read. */
export function parsePo(text: string): PoCatalog {
  const catalog: PoCatalog = { headers: [], preamble: [], entries: [] };
  let draft = newDraft();
  let field: Field | null = null;
  let sawHeader = false;
  const finish = () => {
    const { fields } = draft;
    if (fields.msgid === undefined) {
      if (fields.msgstr !== undefined || fields.msgctxt !== undefined)
        throw new PoSyntaxError('an entry without msgid', 0);
      if (!sawHeader) catalog.preamble.push(...draft.comments);
      draft = newDraft();
      return;
    }
    if (fields.msgid === '' && fields.msgctxt === undefined) {
      sawHeader = true;
      catalog.preamble.push(...draft.comments);
      for (const line of (fields.msgstr ?? '').split('\n')) {
        const at = line.indexOf(':');
        if (at > 0) catalog.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
      }
    } else {
      catalog.entries.push({
        key: fields.msgctxt ?? fields.msgid,
        source: fields.msgid,
        translation: fields.msgstr ?? '',
        flags: draft.flags,
        notes: draft.notes,
        comments: draft.comments,
        ...(fields.previous !== undefined ? { previousSource: fields.previous } : {}),
      });
    }
    draft = newDraft();
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trimEnd();
    const number = index + 1;
    if (line.trim() === '') {
      finish();
      field = null;
      return;
    }
    if (line.startsWith('#| msgid ')) {
      if (draft.fields.msgid !== undefined) finish();
      draft.fields.previous = unquote(line.slice(9), number);
      field = 'previous';
    } else if (line.startsWith('#|')) {
      // earlier context or continuation of an earlier msgid
      const rest = line.slice(2).trim();
      if (field === 'previous' && rest.startsWith('"'))
        draft.fields.previous = `${draft.fields.previous ?? ''}${unquote(rest, number)}`;
    } else if (line.startsWith('#,')) {
      if (draft.fields.msgid !== undefined) finish();
      draft.flags.push(
        ...line
          .slice(2)
          .split(',')
          .map((flag) => flag.trim())
          .filter(Boolean),
      );
    } else if (line.startsWith('#.')) {
      if (draft.fields.msgid !== undefined) finish();
      draft.notes.push(line.slice(2).trim());
    } else if (line.startsWith('#:')) {
      if (draft.fields.msgid !== undefined) finish();
    } else if (line.startsWith('#')) {
      if (draft.fields.msgid !== undefined) finish();
      draft.comments.push(line.replace(/^# ?/, ''));
    } else {
      const match = /^(msgctxt|msgid|msgstr)\s+(.*)$/.exec(line);
      if (match) {
        const name = match[1] as Field;
        if (name === 'msgctxt' && draft.fields.msgid !== undefined) finish();
        if (draft.fields[name] !== undefined) throw new PoSyntaxError(`a second ${name} in one entry`, number);
        draft.fields[name] = unquote(match[2]!, number);
        field = name;
      } else if (line.trimStart().startsWith('"') && field) {
        draft.fields[field] = `${draft.fields[field] ?? ''}${unquote(line, number)}`;
      } else {
        throw new PoSyntaxError(`cannot read "${line.trim()}"`, number);
      }
    }
  });
  finish();
  return catalog;
}

/** One string field, folded the way gettext writes long and multi-line strings. */
function field(name: string, value: string): string {
  if (!value.includes('\n') || value.indexOf('\n') === value.length - 1) return `${name} ${quote(value)}`;
  const pieces = value.split(/(?<=\n)/);
  return [`${name} ""`, ...pieces.map(quote)].join('\n');
}

/** A catalog as a PO file's text; parsePo(serializePo(c)) gives c back. */
export function serializePo(catalog: PoCatalog): string {
  const blocks: string[] = [];
  const header = catalog.headers.map(([name, value]) => `${name}: ${value}\n`).join('');
  blocks.push(
    [...catalog.preamble.map((line) => (line ? `# ${line}` : '#')), 'msgid ""', field('msgstr', header)].join('\n'),
  );
  for (const entry of catalog.entries) {
    const lines = [
      ...entry.comments.map((line) => (line ? `# ${line}` : '#')),
      ...entry.notes.map((note) => `#. ${note}`),
      ...(entry.flags.length ? [`#, ${entry.flags.join(', ')}`] : []),
      ...(entry.previousSource !== undefined
        ? [`#| ${field('msgid', entry.previousSource).replace(/\n/g, '\n#| ')}`]
        : []),
      field('msgctxt', entry.key),
      field('msgid', entry.source),
      field('msgstr', entry.translation),
    ];
    blocks.push(lines.join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** A header field's value, or undefined. */
export function poHeader(catalog: PoCatalog, name: string): string | undefined {
  return catalog.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

/**
 * The translations a catalog gives, by key: only entries translated and not marked fuzzy. The
 * English of a missing one shows instead (and the catalog check fails the test command).
 */
export function translationsOf(catalog: PoCatalog): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of catalog.entries) {
    if (entry.translation && !entry.flags.includes('fuzzy')) out[entry.key] = entry.translation;
  }
  return out;
}
