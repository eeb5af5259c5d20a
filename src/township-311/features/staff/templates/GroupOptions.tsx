/**
 * The options of a template group select: `Any category` first, then every category. The screen's
 * `Show templates for` and the form's `Category` offer the same groups.
 */
import { categoryNames } from '#domain/township/township.ts';
import { ANY_CATEGORY } from '#domain/requests/response-templates.ts';

/** @example <select><GroupOptions /></select> */
export function GroupOptions() {
  return (
    <>
      <option value={ANY_CATEGORY}>Any category</option>
      {categoryNames().map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </>
  );
}
