/** The wizard messages with their notes for translators, for `npm run messages:extract` (docs/translating.md). */
import { defineMessages } from '#domain/i18n/messages.ts';
import { wizardMessages as app } from '#domain/messages-311/wizard-english.ts';

const SPEC = 'The English is fixed by the specification; translate its meaning.';

export const wizardMessages = defineMessages(app.domain, app.english, {
  documentTitle: 'The browser tab’s title for the screen to report an issue.',
  heading: `The screen's heading. ${SPEC}`,
  stepYourInfo: `A step of the report form. ${SPEC}`,
  stepDetails: `A step of the report form. ${SPEC}`,
  stepLocation: `A step of the report form. ${SPEC}`,
  stepReview: `A step of the report form. ${SPEC}`,
  progressLabel: 'Read by screen readers: the name of the list of the form’s steps.',
  progressStep: 'Read by screen readers before a step’s name in the list of steps; {n} is its number.',
  progressDone: 'Read by screen readers after a finished step’s name.',
  progressCurrent: 'Read by screen readers after the current step’s name.',
  stepAnnouncement: 'Announced by screen readers when the form moves to another step; {title} is the step’s name.',
  clearedAnnouncement: 'Announced after Start over cleared the form; {title} is the first step’s name.',
  next: `A button. ${SPEC}`,
  submit: `A button. ${SPEC}`,
  emergency: `Keep it short and urgent, and keep the number 911. ${SPEC}`,
  danger: 'Shown when a report sounds dangerous. Keep the number 911 and the urgency.',
  photoHint: `The photo field’s hint. ${SPEC}`,
  reportToAgency:
    'A link to another agency (its name, {agency}, stays as it is). <sr>…</sr> is read by screen readers only.',
  success: `Shown after sending; {id} is the request’s ID (keep <data>…</data> around it). ${SPEC}`,
  failedInput: `{reason} is why it failed (itself translated where it can be). ${SPEC}`,
  failedServer: `{reason} is why it failed (itself translated where it can be). ${SPEC}`,
  failedLimit: '{reason} is the limit’s message (itself translated where it can be).',
  tooManyAfter: '{time} is a time of day, such as 3:40 PM.',
  tooLong: '{field} is the field’s name (Name, Email, Phone, Address, Description).',
  stateRoad: `STATE stays as it is: the API's word. ${SPEC}`,
  countyRoad: `COUNTY stays as it is: the API's word. ${SPEC}`,
  outsideBoundary: '{place} is the township’s name, such as West Windsor Township.',
  startOverQuestion: 'A question in a dialog with OK and Cancel.',
  leaveWarning: 'A question in a dialog with OK and Cancel, when leaving the form before sending it.',
});
