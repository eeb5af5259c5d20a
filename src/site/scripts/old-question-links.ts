/**
 * Sends /election#{id} on to /elections/{cycle}#{id} when the id is a question of another cycle
 * (the map is in #other-cycle-questions, written by OldQuestionLinks.astro).
 */
import { oldQuestionTarget } from '../ui/old-question-target.ts';

export function setUpOldQuestionLinks(): void {
  const map = JSON.parse(document.getElementById('other-cycle-questions')?.textContent ?? '{}') as Record<
    string,
    string
  >;
  const follow = () => {
    const target = oldQuestionTarget(location.hash, map);
    if (target) location.replace(target);
  };
  follow();
  window.addEventListener('hashchange', follow);
}
