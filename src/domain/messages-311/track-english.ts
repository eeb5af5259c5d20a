/**
 * (English only, shared by the app and the server's pages without JavaScript. The notes for
 * translators are in src/township-311/features/track/track.messages.ts, which the extraction reads
 * and neither ever imports, so they stay out of the browser's code.)
 *
 * The track screen's messages (docs/product.md#311-tracking-a-request): the search, the lookup, and
 * "All Public Requests" with its filters, and the few words the request card shares with the list.
 * The card's own (its fields, history and "Get updates by e-mail") are in card-english.ts, in the
 * card's chunk. Statuses and priorities are stored in English; these are their names on screen.
 */
import { defineMessages } from '../i18n/messages.ts';

export const trackMessages = defineMessages('311-track', {
  title: 'Track a Request',
  requestTitle: 'Request {id}',
  searchLabel: 'Track a request by ID',
  idLabel: 'Request ID',
  idHint:
    'Enter the request ID or the 8-character reference (such as K7QM-3XPA) from your confirmation e-mail or text.',
  idPlaceholder: 'e.g. {id}',
  search: 'Search',
  emptyId: 'Enter a request ID to search.',
  updated: 'This request was updated.',
  statsLead: 'How many requests are reported and how quickly they are resolved: <link>311 in numbers</link>',
  lookingUp: 'Looking up request {id}…',
  notFound: 'No request found with that ID.',
  fetchFailed: 'An error occurred while fetching your request.',
  status: 'Status',
  statusPrefix: 'Status:',
  location: 'Location',
  submitted: 'Submitted',
  // All Public Requests
  publicTitle: 'All Public Requests',
  showAs: 'Show the requests as',
  viewList: 'List',
  viewMap: 'Map',
  filterLabel: 'Filter public requests',
  category: 'Category',
  allStatuses: 'All statuses',
  allCategories: 'All categories',
  apply: 'Apply',
  loadingRequests: 'Loading requests…',
  listFailed: 'The list of public requests could not be loaded. Please try again later.',
  noMatch: 'No requests match these filters.',
  noneSubmitted: 'No requests have been submitted yet.',
  mapCount: '{mapped} of these {count} requests have a map point. Each marker opens its request.',
  loadingMap: 'Loading the map…',
  mapLabel: 'Map of public requests. Each marker opens its request; a numbered marker zooms in.',
  markerLabel: '{category}, {status}, {address}',
  pages: 'Pages of public requests',
  newest: 'Newest',
  older: 'Older requests',
  action: 'Action',
  view: 'View <hidden>request {id}</hidden>',
  filterStatus: 'status {status}',
  filterCategory: 'category {category}',
  filtersAnd: '{first} and {second}',
  filtersComma: '{first}, {second}',
  noneYet: 'There are no requests yet.',
  noneWith: 'There are no requests with {filters}.',
  noOlder: 'There are no older requests.',
  noOlderWith: 'There are no older requests with {filters}.',
  showingNewest: '{count, plural, one {Showing the # newest request.} other {Showing the # newest requests.}}',
  showingNewestWith:
    '{count, plural, one {Showing the # newest request ({filters}).} other {Showing the # newest requests ({filters}).}}',
  showingOlder: '{count, plural, one {Showing # older request.} other {Showing # older requests.}}',
  showingOlderWith:
    '{count, plural, one {Showing # older request ({filters}).} other {Showing # older requests ({filters}).}}',
});

export type TrackMessageKey = keyof typeof trackMessages.english;
