/** The track screen's messages with their notes for translators, for `npm run messages:extract` (docs/translating.md). */
import { defineMessages } from '#domain/i18n/messages.ts';
import { cardMessages as card } from '#domain/messages-311/card-english.ts';
import { trackMessages as app } from '#domain/messages-311/track-english.ts';

export const trackMessages = defineMessages(
  app.domain,
  { ...app.english, ...card.english },
  {
    title: 'The screen heading and a button. The English is fixed by the specification.',
    idPlaceholder: 'An example in the search field; {id} is a sample ID.',
    statsLead: 'The <link> text opens the statistics screen.',
    notFound: 'The English is fixed by the specification.',
    fetchFailed: 'The English is fixed by the specification.',
    comments: 'A heading. The English is fixed by the specification.',
    historyBy: '{when} is a date and time; {user} is "Resident" or "Township Staff", translated.',
    actionStatus: '{status} is a translated status name.',
    publicTitle: 'A heading. The English is fixed by the specification.',
    markerLabel: 'A map marker name for screen readers.',
    filterStatus: 'Part of the list status line; {status} is a translated status name.',
    filtersAnd: 'Joins two filters after "with".',
    view: 'A button; <hidden> text is for screen readers only.',
    actionMergedInto: 'A history line: staff merged this report into another request; {reference} is its reference.',
    actionMergedHere: 'A history line: another report ({reference}) was merged into this request.',
    actionUnmerged: 'A history line: the merge into {reference} was undone.',
    actionUnmergedHere: 'A history line: the merge of {reference} into this request was undone.',
    mergedNotice: 'Shown on a report merged into another; <link> opens that request, {reference} is its reference.',
  },
);
