import { getCollection } from 'astro:content';
import type { ContentKeys } from '#domain/admin/editor-collections.ts';

/** The entries of a cycle-keyed collection ("2025/proven-leaders") in one cycle, by their own id. */
const inCycle = (cycle: string, ids: readonly string[]) =>
  ids.filter((id) => id.startsWith(`${cycle}/`)).map((id) => id.slice(cycle.length + 1));

/**
 * The ids and keys the browser editor's forms need from the content, read through the content
 * collections, so they are the ones the build checked.
 * @example (await editorContentKeys()).cycles[0]?.answerGroups // ['council-1', ...]
 */
export async function editorContentKeys(): Promise<ContentKeys> {
  const [forum, elections, slates, interviews, answers] = await Promise.all([
    getCollection('forum'),
    getCollection('elections'),
    getCollection('slates'),
    getCollection('interviews'),
    getCollection('answers'),
  ]);
  const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);
  return {
    forumIds: ids(forum),
    cycles: ids(elections).map((cycle) => ({
      cycle,
      slateIds: inCycle(cycle, ids(slates)),
      interviewIds: inCycle(cycle, ids(interviews)),
      answerGroups: inCycle(cycle, ids(answers)),
    })),
  };
}
