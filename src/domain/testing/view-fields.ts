/**
 * The fields each view of a request has, written out once for the tests that pin them: a field
 * added to a view (a leak, for the public one) fails every test that reads the view, in the
 * domain and through the API alike.
 */

/** What anyone may read of a request (public-view.ts), sorted. */
export const PUBLIC_REQUEST_FIELDS = [
  'address',
  'category',
  'comments',
  'createdAt',
  'description',
  'descriptionHidden',
  'dueAt',
  'history',
  'id',
  'imageUrl',
  'lastUpdatedAt',
  'location',
  'mergedInto',
  'photoHidden',
  'priority',
  'reference',
  'status',
];

/** A row of the staff list and the dashboard's recent requests (staff-list-item.ts), sorted. */
export const STAFF_LIST_ROW_FIELDS = [
  'address',
  'assignedDepartment',
  'assignedTo',
  'category',
  'createdAt',
  'dueAt',
  'id',
  'language',
  'lastUpdatedAt',
  'priority',
  'reference',
  'reviewPending',
  'status',
];
