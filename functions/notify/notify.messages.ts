/**
 * The words of every e-mail and text Township 311 sends to residents (messages.ts puts them
 * together), in the `notify` catalogs: a request's messages go out in the language it was submitted
 * in, a follower's in the language they followed in. The English is the specification's, exactly.
 */
import { defineMessages } from '#domain/i18n/messages.ts';

const SPEC = 'The English is fixed by the specification; translate its meaning.';
const TEXT = 'Part of a text message (SMS): keep it short, every character counts.';

export const notifyMessages = defineMessages(
  'notify',
  {
    submittedSubject: 'Request Submitted: {id} (reference {reference})',
    updateSubject: 'Update: {id} (reference {reference})',
    thanks: 'Thank you for your report. We have received your service request.',
    referenceLine: 'Reference: {reference}',
    idLine: 'Request ID: {id}',
    categoryLine: 'Category: {category}',
    statusLine: 'Status: {status}',
    keepReference: 'Keep your reference to track progress: enter it under "Track a Request" or open {link}',
    privateLink:
      'Your private link, to add information or a photo while the request is open, or to tell us it is not fixed within {days, plural, one {# day} other {# days}} of it being resolved. Do not share it:',
    notFixedEmail:
      'Not fixed? You can tell us within {days, plural, one {# day} other {# days}} on your private page, so we look at it again. Do not share the link:',
    statusChanged: 'Your request status has been updated to "{status}".',
    commentAdded: 'A new public comment was added to your request: "{text}"',
    trackYourRequest: 'Track your request: {link}',
    signature: '{township} 311',
    stopSubmitter: 'Stop e-mails and texts about this request: {link}',
    stopFollower: 'Stop e-mails about this request: {link}',
    followerSubject: 'Update: {category} ({reference})',
    followerIntro: 'A {township} 311 request you follow has been updated: {category} at {address}.',
    followerStatus: 'Its status has been updated to "{status}".',
    followerComment: 'A new public comment was added: "{text}"',
    trackTheRequest: 'Track the request: {link}',
    followerWhy: 'You get these e-mails because you asked to follow this request.',
    confirmSubject: 'Confirm updates about request {reference}',
    confirmIntro:
      'Someone, hopefully you, asked for e-mail updates about this {township} 311 request: {category} at {address}.',
    confirmOpen:
      'To get updates, open this link within {days, plural, one {# day} other {# days}} and press "Confirm updates":',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: you will get nothing more about it.',
    commentInEnglish: 'Staff wrote this comment in English.',
    machineTranslation: 'Machine translation (may contain mistakes): "{text}"',
    submittedText: '{township} 311: Your request {reference} ({category}) has been received. Track it: {link} {optOut}',
    submittedTextShort: '{township} 311: Your request {reference} has been received. Track it: {link} {optOut}',
    updateText: '{township} 311, request {reference}: {update} {link} {optOut}',
    updateTextNotFixed:
      '{township} 311, request {reference}: {update} {link} Not fixed? Tell us within {days, plural, one {# day} other {# days}}: {followUp} {optOut}',
    updateTextNotFixedShort:
      '{township} 311, request {reference}: {update} Not fixed? Tell us within {days, plural, one {# day} other {# days}}: {followUp} {optOut}',
    optOut: 'Reply STOP to opt out.',
    textStatus: 'Your request status has been updated to "{status}".',
    textComment: 'A new public comment was added to your request: "{text}"',
    textCommentInEnglish: '(in English)',
    textMachineTranslation: 'Machine translation: "{text}"',
    statusNew: 'New',
    statusInProgress: 'In Progress',
    statusResolved: 'Resolved',
    statusClosed: 'Closed',
    mergedSubject: 'Request {reference} was merged into {original}',
    mergedIntro:
      'The {township} 311 request {reference} ({category} at {address}) had already been reported: staff merged it into request {original} and closed it.',
    mergedFollowing: 'You now get the updates of request {original}. See it here: {link}',
    mergedFollowHere: 'To get the updates of request {original}, follow it here: {link}',
  },
  {
    submittedSubject: `The confirmation e-mail's subject. ${SPEC} {id} is the request's id, {reference} its short reference.`,
    updateSubject: `The subject of an update e-mail to the person who reported the issue. ${SPEC}`,
    keepReference:
      '"Track a Request" is the button on the 311 home screen: use its translation there. {link} is an address.',
    privateLink: 'Followed by the private address on its own line.',
    notFixedEmail: 'Followed by the private address on its own line.',
    statusChanged: `${SPEC} {status} is a status name (New, In Progress, Resolved, Closed), already translated.`,
    commentAdded: `${SPEC} {text} is the staff member's comment, as written.`,
    signature: "The e-mail's signature: the township's name, then 311.",
    stopSubmitter: '{link} is an address that stops the messages.',
    stopFollower: '{link} is an address that stops the messages.',
    followerSubject: '{category} is the kind of issue, {reference} the short reference.',
    followerIntro: '{category} is the kind of issue, {address} where it is.',
    confirmOpen: '"Confirm updates" is the button on the confirmation screen: use its translation there.',
    commentInEnglish:
      'Shown under a comment staff wrote in English, when no translation of it could be made: tells the reader it is in English.',
    machineTranslation:
      "Shown under staff's English comment: {text} is a machine translation of it into this language.",
    submittedText: `${TEXT} {link} is the tracking address, {optOut} the opt-out sentence.`,
    updateText: `${TEXT} {update} is the sentence about the change (a status or a comment).`,
    updateTextNotFixed: `${TEXT} {followUp} is the private address where the resident can say the issue is not fixed.`,
    submittedTextShort: `${TEXT} The confirmation text without the kind of issue, where that would make it too long.`,
    updateTextNotFixedShort: `${TEXT} As updateTextNotFixed without the tracking address, where both would make it too long.`,
    optOut:
      'Ends every text message. Keep the word STOP in Latin capitals: it is the reply carriers act on in any language.',
    textStatus: `${TEXT} ${SPEC} As statusChanged, as short as it can be.`,
    textComment: `${TEXT} ${SPEC} As commentAdded, as short as it can be.`,
    textCommentInEnglish: `${TEXT} After the comment in a text: says it is in English.`,
    textMachineTranslation: `${TEXT} After the comment in a text: {text} is its machine translation.`,
    statusNew: 'A request status.',
    statusInProgress: 'A request status.',
    statusResolved: 'A request status.',
    statusClosed: 'A request status.',
    mergedSubject:
      '{reference} is the short reference of the report that was merged, {original} the one it was merged into.',
    mergedIntro: "{category} is the kind of issue, {address} where it is; {original} is the other request's reference.",
    mergedFollowing: 'The reader now follows the other request ({original}); {link} is its address.',
    mergedFollowHere:
      'The reader could not be added as a follower (the request has the most followers it takes, or they had stopped following it); {link} is its address.',
  },
);

export type NotifyKey = keyof typeof notifyMessages.english;
