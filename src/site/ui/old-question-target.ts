/**
 * Where an old link's hash belongs: `/elections/{cycle}#{id}` when the id is a question of
 * another cycle, otherwise undefined (the page handles it).
 * @example oldQuestionTarget('#opening-introduce', { 'opening-introduce': '2025' }) // '/elections/2025#opening-introduce'
 */
export function oldQuestionTarget(hash: string, questions: Record<string, string>): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  const cycle = Object.hasOwn(questions, id) ? questions[id] : undefined;
  return cycle ? `/elections/${encodeURIComponent(cycle)}#${encodeURIComponent(id)}` : undefined;
}
