/**
 * Rules across election cycles (content/elections/{cycle}/): exactly one is current, and a
 * question id belongs to one cycle only, so an old link /election#question-id always reaches the
 * cycle it was written for, also after a newer cycle becomes current.
 */

/** What the cross-cycle rules need of one cycle. */
export interface CycleFacts {
  cycle: string;
  current: boolean;
  /** The cycle's election.json, for messages. */
  file: string;
  /** Its topics.json, for messages. */
  topicsFile: string;
  questionIds: string[];
}

/**
 * Every problem across cycles, each naming the files and values.
 * @example checkCycles([{ cycle: '2025', current: true, ... }, { cycle: '2027', current: true, ... }]) // ['two cycles are set current: ...']
 */
export function checkCycles(cycles: CycleFacts[]): string[] {
  const problems: string[] = [];
  const current = cycles.filter((c) => c.current);
  if (current.length === 0) {
    problems.push(
      `no election cycle is current: set "current": true in one of ${cycles.map((c) => c.file).join(', ') || 'content/elections/*/election.json'}`,
    );
  } else if (current.length > 1) {
    problems.push(
      `${current.length} election cycles are set current (${current.map((c) => c.file).join(' and ')}): set "current": false in all but one`,
    );
  }
  const owner = new Map<string, CycleFacts>();
  for (const cycle of cycles) {
    for (const id of cycle.questionIds) {
      const first = owner.get(id);
      if (first && first.cycle !== cycle.cycle) {
        problems.push(
          `${cycle.topicsFile}: question id "${id}" is already used by the ${first.cycle} hub (${first.topicsFile}); links to /election#${id} must keep reaching it, so give this question a new id`,
        );
      } else owner.set(id, cycle);
    }
  }
  return problems;
}

/**
 * Question ids of the cycles that are not current, each with its cycle: /election sends an old
 * link whose question it does not have to /elections/{cycle}#{id}.
 * @example otherCycleQuestions(cycles) // { 'opening-introduce': '2025' }
 */
export function otherCycleQuestions(cycles: CycleFacts[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const cycle of cycles) if (!cycle.current) for (const id of cycle.questionIds) map[id] = cycle.cycle;
  return map;
}
