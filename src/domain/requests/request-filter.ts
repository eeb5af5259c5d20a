/**
 * The staff list's free-text filter (docs/product.md#311-staff-portal, All Requests): one box
 * matched against a request's id, category, address, status and priority, case-insensitively, as
 * a substring of any of them.
 */
import { SHORT_ID_LENGTH } from './constants.ts';

/** The fields the filter looks at; a full request has them and more. */
export interface FilterableRequest {
  id: string;
  category: string;
  address: string;
  status: string;
  priority: string;
}

/**
 * Whether one request matches the filter text. Blank text matches everything.
 * @example requestMatches({ id: 'abc', category: 'Graffiti', address: '1 Main St', status: 'New', priority: 'Low' }, 'main') // true
 */
export function requestMatches(request: FilterableRequest, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [request.id, request.category, request.address, request.status, request.priority].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/**
 * The requests matching the filter text, in their original order.
 * @example filterRequests(requests, 'emergency') // only those with priority Emergency (or the word elsewhere)
 */
export function filterRequests<T extends FilterableRequest>(requests: readonly T[], text: string): T[] {
  return requests.filter((request) => requestMatches(request, text));
}

/**
 * A request id as the staff list shows it: the first 8 characters and an ellipsis.
 * @example shortRequestId('q3ZrT0bW8sLkP1mXa9Yc') // 'q3ZrT0bW…'
 */
export function shortRequestId(id: string): string {
  return id.length > SHORT_ID_LENGTH ? `${id.slice(0, SHORT_ID_LENGTH)}…` : id;
}
