/**
 * (The English of a domain the 311 app and the server's pages without JavaScript both read
 * (docs/311-without-javascript.md). The notes for translators are in
 * src/township-311/features/submit/wizard.messages.ts, which the extraction reads and neither ever imports, so they stay out
 * of the browser's code.)
 *
 * The resident wizard's messages (docs/product.md#311-submitting-a-request): its steps, fields,
 * 911 notices, checks, review, sending and success. The checks' English comes from the shared
 * rules in #domain/requests (the server says the same words), and the screen reads them through
 * problem-text.ts (beside this module).
 */
import { defineMessages } from '../i18n/messages.ts';
import { PHOTO_HINT, PHOTO_NOT_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from '../requests/photo-check.ts';
import { GEOCODER_TEXT_REFUSED } from '../requests/geocode-failure.ts';
import { PHONE_MESSAGES } from '../requests/phone.ts';
import { BAD_EMAIL, STEP_MESSAGES } from '../requests/submit-limits.ts';

export const wizardMessages = defineMessages('311-wizard', {
  documentTitle: 'Submit a Request',
  heading: 'Submit a Request',
  stepYourInfo: 'Your Info',
  stepDetails: 'Request Details',
  stepLocation: 'Location',
  stepReview: 'Review',
  progressLabel: 'Progress',
  progressStep: 'Step {n}: ',
  progressDone: ' (completed)',
  progressCurrent: ' (current)',
  stepAnnouncement: 'Step {n} of {total}: {title}',
  clearedAnnouncement: 'Everything you entered was cleared. Step {n} of {total}: {title}',
  back: 'Back',
  next: 'Next',
  submit: 'Submit Request',
  loadingLocation: 'Loading the location step…',
  loadingReview: 'Loading the review…',
  emergency: 'If this is an emergency, call 911.',
  nonEmergency: 'This form is for non-emergency problems.',
  danger: 'What you describe can be dangerous. If anyone is in danger now, call 911 first, then finish this report.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional. Needed for text alerts about your request.',
  yourAddress: 'Your address',
  yourAddressHint: 'Optional.',
  address: 'Address',
  category: 'Category',
  categoryRequired: '(required)',
  selectCategory: 'Select a category',
  description: 'Description',
  photo: 'Photo',
  photoHint: PHOTO_HINT,
  checkingPhoto: 'Checking the photo…',
  photoNotKept: 'The photo you chose before ({name}) was not kept. Please choose it again to send it.',
  photoPreview: 'Preview of the selected photo, {name}',
  removePhoto: 'Remove photo',
  textAlerts: 'Send me text alerts about this request',
  textAlertsWithPhone: 'We will text the phone number you gave in step 1.',
  textAlertsWithoutPhone: 'Enter a phone number in step 1 (Your Info) to turn on text alerts.',
  restored: 'What you entered earlier in this tab is filled in again. Start over clears it.',
  restoredNoPhoto:
    'What you entered earlier in this tab is filled in again (the photo was not kept). Start over clears it.',
  startOver: 'Start over',
  startOverQuestion: 'Clear everything you entered and start over?',
  leaveWarning: 'Your request has not been sent. Leave anyway? What you entered stays in this tab.',
  reportToAgency: 'Report it to the {agency}<sr> (opens in a new tab)</sr>',
  edit: 'Edit',
  editSection: 'Edit {title}',
  notGiven: 'Not given',
  noPhoto: 'No photo',
  textAlertsShort: 'Text alerts',
  yes: 'Yes',
  no: 'No',
  issueAddress: 'Issue address',
  mapLocation: 'Map location',
  notSet: 'Not set',
  sending: 'Sending your request',
  sendingProgress: 'Sending: {percent}% done',
  success: 'Success! Your Request ID is <data>{id}</data>. You will be redirected...',
  yourReference: 'Your reference:',
  referenceUse: 'Use it to track your request or when you call the township.',
  failedInput: 'Submission Failed: {reason}. Please check your inputs. (If this persists, please contact support.)',
  failedServer: 'Submission Failed: {reason}. (If this persists, please contact support.)',
  failedLimit: 'Submission Failed: {reason}.',
  noSendingCode: 'The page could not load its sending code',
  notSentAtAll: 'The request could not be sent',
  serverStatus: 'The server answered with status {status}',
  unreachable: 'The server could not be reached. Check your connection and try again',
  interrupted: 'The upload was interrupted',
  tooManyAfter:
    '{by, select, browser {Too many requests from this browser. Please try again after {time}.} other {Too many requests from this connection. Please try again after {time}.}}',
  tooManyIn:
    '{minutes, plural, one {Too many requests from this connection. Please try again in a minute.} other {Too many requests from this connection. Please try again in # minutes.}}',
  stepYourInfoProblem: STEP_MESSAGES.yourInfo,
  stepDetailsProblem: STEP_MESSAGES.details,
  stepLocationProblem: STEP_MESSAGES.location,
  badEmail: BAD_EMAIL,
  phoneCharacters: PHONE_MESSAGES.characters,
  phoneUs: PHONE_MESSAGES.us,
  phoneNanp: PHONE_MESSAGES.nanp,
  phoneInternational: PHONE_MESSAGES.international,
  tooLong: '{field} must be at most {max} characters.',
  invalidInput: 'Invalid input',
  stateRoad: 'This appears to be a STATE road. Please submit your request directly to the correct agency.',
  countyRoad: 'This appears to be a COUNTY road. Please submit your request directly to the correct agency.',
  outsideBoundary:
    'This location is outside {place}. Please choose a place inside the township, or contact the agency that serves it.',
  photoTooLarge: PHOTO_TOO_LARGE_MESSAGE,
  photoNotImage: PHOTO_NOT_IMAGE_MESSAGE,
  geocoderTextRefused: GEOCODER_TEXT_REFUSED,
});
