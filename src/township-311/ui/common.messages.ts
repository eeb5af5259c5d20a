/** The app's shared messages with their notes for translators, for `npm run messages:extract` (docs/translating.md). */
import { defineMessages } from '#domain/i18n/messages.ts';
import { commonMessages as app } from '#domain/messages-311/common-english.ts';

export const commonMessages = defineMessages(app.domain, app.english, {
  appName: "The app's name in the page header; {township} is the township's name.",
  documentTitle: "The browser tab's title: {screen} is the screen's name, {township} the township's name.",
  headerNav: 'The name of the header navigation, read by screen readers.',
  trackRequest: 'A header button. The English is fixed by the specification; translate its meaning.',
  submitNew: 'A header button. The English is fixed by the specification; translate its meaning.',
  staffPortal: 'A header button. The English is fixed by the specification; translate its meaning.',
  languageNav: 'The name of the list of languages in the header, read by screen readers.',
  publicData:
    "The footer's statement (OPRA is New Jersey's Open Public Records Act). The English is fixed by the specification.",
  backTo: "A link to the coalition's site; {organisation} is its name.",
  required: "After a form field's label.",
  optional: "After a form field's label.",
  copyReference: "A button that copies the request's short reference.",
  charactersLeft: 'Under a long text field near its limit.',
  charactersFull: 'Under a long text field that is full; {max} is its limit in characters.',
  charactersNearAnnounced:
    "Read by screen readers once when the field nears its limit; {label} is the field's label, {near} a number of characters.",
  charactersFullAnnounced: "Read by screen readers when the field is full; {label} is the field's label.",
  close: 'A button that closes a dialog.',
  openPhotoLarger: "A photo's thumbnail button; {title} says what the photo is.",
  cardField: "A field's name before its value on a request card (Status: New).",
  statusNew: 'A request status. The English is fixed by the specification.',
  statusInProgress: 'A request status. The English is fixed by the specification.',
  statusResolved: 'A request status. The English is fixed by the specification.',
  statusClosed: 'A request status. The English is fixed by the specification.',
  priorityLow: 'A request priority. The English is fixed by the specification.',
  priorityMedium: 'A request priority. The English is fixed by the specification.',
  priorityHigh: 'A request priority. The English is fixed by the specification.',
  priorityEmergency: 'A request priority. The English is fixed by the specification.',
});
