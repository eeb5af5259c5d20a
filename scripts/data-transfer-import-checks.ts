/**
 * The import's checks beyond each line's schema (data-transfer-import.ts): references between the
 * records of a file, and what the target holds already (staff e-mails of other accounts, response
 * template groups the file would overfill or give a title twice).
 */
import type { Category } from '#domain/requests/constants.ts';
import { ensureTownship } from '#server/config/township.ts';
import { MAX_TEMPLATES_PER_GROUP, templateConflict } from '#domain/requests/response-templates.ts';
import type { Stores } from '#server/storage/ports.ts';
import { recordKey, type ExportRecord } from './data-transfer-records.ts';

/**
 * References between records: duplicates, and info or photos of requests not (yet) in the file.
 * Follow records are not tracked: there can be several per request, a repeated one rewrites the
 * same key, and the store keeps no reference between them and requests, so the check's memory
 * stays what the requests need.
 */
export function crossCheck(record: ExportRecord, line: number, seen: Map<string, number>): string | null {
  const first = (key: string, what: string) => {
    const earlier = seen.get(key);
    if (earlier !== undefined) return `${what} appears already on line ${earlier}`;
    seen.set(key, line);
    return null;
  };
  const needsRequest = (id: string) => (seen.has(`request:${id}`) ? null : `request ${id} is not on an earlier line`);
  const key = recordKey(record);
  switch (record.kind) {
    case 'request':
      return first(`request:${key}`, `request ${key}`);
    case 'submitterInfo':
      return needsRequest(record.requestId) ?? first(`info:${key}`, 'its submitter info');
    case 'photo':
      return needsRequest(record.requestId) ?? first(`photo:${key}`, `photo ${record.fileName}`);
    case 'staff':
      return (
        first(`staff:${key}`, `staff id ${key}`) ??
        first(`email:${record.profile.email.trim().toLowerCase()}`, `staff e-mail ${record.profile.email}`)
      );
    case 'template':
      return first(`template:${key}`, `template ${key}`);
    case 'apiKey':
      return first(`apiKey:${key}`, `API key ${key}`) ?? first(`apiKeyHash:${record.hash}`, 'an API key with its hash');
    case 'resetLink':
      return (
        first(`resetLink:${key}`, 'its reset link') ??
        first(`resetUser:${record.link.userId}`, `a reset link for account ${record.link.userId}`)
      );
    case 'auditEntry':
      return first(`audit:${key}`, `audit entry ${key}`);
    case 'savedView':
      return first(`savedView:${key}`, `saved view ${key}`);
    case 'subscription':
    case 'followToken':
    case 'submitterStop':
      return null;
  }
}

/** What the target store is checked against, per staff record. */
export interface StaffEntry {
  id: string;
  email: string;
  line: number;
  hasHash: boolean;
}

/**
 * Checks the staff records against the target: an e-mail that belongs to another account (another
 * id) is a problem. A record without a password hash for a login that exists already under the
 * same id is kept out (`keep`): restoring it would take that login's password away, as when an
 * export from Firebase is imported into the same project again.
 */
export async function checkStaffTarget(
  stores: Stores,
  staff: StaffEntry[],
): Promise<{ problems: string[]; keep: Set<string> }> {
  const problems: string[] = [];
  const keep = new Set<string>();
  for (const one of staff) {
    const login = await stores.staff.findLogin(one.email);
    if (login && login.userId !== one.id) {
      problems.push(
        `line ${one.line}: the e-mail ${one.email} belongs to another staff account (${login.userId}) here`,
      );
    } else if (login && !one.hasHash) {
      keep.add(one.id);
    }
  }
  return { problems, keep };
}

/** A template of the file, for the check of its group in the target. */
interface TemplateEntry {
  id: string;
  category: Category | null;
  title: string;
  line: number;
}

const groupName = (category: Category | null) => category ?? 'Any category';

/**
 * The file's templates, by group. A group with more than a store would hold is a problem at once,
 * so a file cannot make this hold more than MAX_TEMPLATES_PER_GROUP + 1 per group.
 */
export class TemplateGroups {
  readonly groups = new Map<Category | null, TemplateEntry[]>();

  /** Adds one; a problem when its group is full in the file alone. */
  add(entry: TemplateEntry): string | null {
    const group = this.groups.get(entry.category) ?? [];
    if (group.length >= MAX_TEMPLATES_PER_GROUP) {
      return `more than ${MAX_TEMPLATES_PER_GROUP} response templates for ${groupName(entry.category)}`;
    }
    group.push(entry);
    this.groups.set(entry.category, group);
    return null;
  }

  get ids(): Set<string> {
    return new Set([...this.groups.values()].flat().map((entry) => entry.id));
  }
}

/**
 * Checks each group the file fills against the target: the templates the target keeps there (those
 * whose id the file does not bring) and the file's must have different titles (whatever their
 * case) and be at most MAX_TEMPLATES_PER_GROUP, as the stores allow.
 */
export async function checkTemplateTarget(stores: Stores, file: TemplateGroups): Promise<string[]> {
  const problems: string[] = [];
  const incoming = file.ids;
  for (const category of [null, ...ensureTownship().categories.map((one) => one.name)]) {
    const entries = file.groups.get(category);
    if (!entries) continue;
    const group: { id: string; title: string }[] = (await stores.responseTemplates.list(category)).filter(
      (kept) => !incoming.has(kept.id),
    );
    for (const entry of entries) {
      const conflict = templateConflict(group, entry, MAX_TEMPLATES_PER_GROUP);
      if (conflict === 'duplicate') {
        problems.push(
          `line ${entry.line}: the response template "${entry.title}" has the title of another template for ${groupName(category)} (here or in the file)`,
        );
      } else if (conflict === 'full') {
        problems.push(
          `line ${entry.line}: the response template "${entry.title}" would make more than ${MAX_TEMPLATES_PER_GROUP} for ${groupName(category)} here: delete some there first`,
        );
      }
      group.push(entry);
    }
  }
  return problems;
}
