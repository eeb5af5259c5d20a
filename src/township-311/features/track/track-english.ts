/**
 * (The app's copy: English only. The notes for translators are in track.messages.ts, which the
 * extraction reads and the app never imports, so they stay out of the browser's code.)
 *
 * The track screen's messages (docs/product.md#311-tracking-a-request): the search, the lookup, the
 * request card (the submitter's private page shows it too), its history, "Get updates by e-mail",
 * and "All Public Requests" with its filters. Statuses and priorities are stored in English; these
 * are their names on screen.
 */
import { defineMessages } from '#domain/i18n/messages.ts';

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
  // The card
  status: 'Status',
  statusPrefix: 'Status:',
  expectedBy: 'Expected by <time>{day}</time>',
  location: 'Location',
  priority: 'Priority',
  reference: 'Reference',
  submitted: 'Submitted',
  lastUpdate: 'Last update',
  description: 'Description',
  hiddenByStaff: 'Hidden by township staff',
  photoTitle: 'Submitted photo',
  noPhoto: 'No photo submitted',
  photoAlt: 'Photo submitted with the request',
  openPhoto: 'Open the photo full size<hidden> (opens in a new tab)</hidden>',
  history: 'History',
  historyBy: '{when} · by {user}',
  comments: 'Public Comments',
  noComments: 'No public comments yet.',
  commentBy: '{user} · <time>{when}</time>',
  userResident: 'Resident',
  userStaff: 'Township Staff',
  actionSubmitted: 'Request Submitted',
  actionPhone: 'Request submitted by phone',
  actionStatus: 'Status changed to {status}',
  actionPriority: 'Priority changed to {priority}',
  actionAssigned: 'Assigned to Township Staff',
  actionUnassigned: 'Assigned to Unassigned',
  actionComment: 'Public comment added',
  actionDescriptionHidden: 'Description hidden by township staff',
  actionPhotoHidden: 'Photo hidden by township staff',
  actionDescriptionHiddenWhy:
    'Description hidden by township staff to keep private details and offensive content off the public page',
  actionPhotoHiddenWhy:
    'Photo hidden by township staff to keep private details and offensive content off the public page',
  actionInformation: 'Information added by the resident',
  actionAddedPhoto: 'Photo added by the resident',
  actionReopened: 'Reopened by the resident: not fixed',
  newRequest: 'Your new request',
  received: 'Your request was received. Keep this reference to track it or when you call:',
  // Get updates by e-mail
  followTitle: 'Get updates by e-mail',
  followHint:
    'We will e-mail you when its status changes or the township comments on it. Your address stays private, and every e-mail has a link to stop them.',
  email: 'Email',
  getUpdates: 'Get updates',
  followSent: 'Check your e-mail: a link to confirm the updates is on its way. Updates start once you open it.',
  followFailed: 'Your request for updates could not be sent. Please try again.',
  followFull: 'This request already has as many followers as it can take, so no more can be added.',
  followRateLimited:
    'Too many requests for updates have come from your connection or for this address. Please try again later.',
  noEmail: 'Please enter your email address.',
  badEmail: 'Please enter a valid email address.',
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
