/**
 * The instant a cycle's election is over (polls close, ISO UTC), for texts outside the hub that
 * change with it: the home page's election card (the current cycle) and a project's card (the
 * cycle its `election` names). A text with before/after wordings and no known cycle fails the build.
 */
import type { PhasedText } from '#domain/election/phase.ts';
import { loadElections } from './load-election.ts';

/**
 * @param cycle a folder name in content/elections/, or undefined for the current cycle
 * @param text the text that needs the instant (a neutral string needs none)
 * @param where the file, for the message
 * @example const at = await electionOverAt(project.election, project.description, 'content/projects/x.mdx');
 */
export async function electionOverAt(
  cycle: string | undefined,
  text: PhasedText | PhasedText[],
  where: string,
): Promise<string | undefined> {
  const phased = [text].flat().some((t) => typeof t !== 'string');
  const { cycles, current } = await loadElections();
  const found = cycle === undefined ? current : cycles.find((c) => c.cycle === cycle);
  if (!found) {
    if (!phased) return undefined;
    throw new Error(
      `${where}: election "${cycle}" is not a folder in content/elections/ (known: ${cycles.map((c) => `"${c.cycle}"`).join(', ')})`,
    );
  }
  return found.election.electionDayUtc;
}
