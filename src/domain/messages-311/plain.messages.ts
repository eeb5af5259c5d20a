/**
 * The words only the resident pages without JavaScript show (docs/311-without-javascript.md): the
 * report form's error summary, its clickable map, the address lookup's choices and the kept photo,
 * and the notices the staff screens and the other screens paint first.
 * Their other words are the wizard's, the location step's and the common domain's, so a page reads
 * the same with or without a script. The server renders these pages at request time and the /311
 * pages at build time; no browser code imports this module.
 */
import { defineMessages } from '../i18n/messages.ts';

export const plainMessages = defineMessages(
  '311-plain',
  {
    problems: 'There is a problem',
    mapLegend: 'Or place the point on the map',
    mapHint: 'Click the map where the problem is. The map then zooms in around your point; click again to move it.',
    mapSquare: 'Map, row {row} of {rows}, column {col} of {cols}: place the point here',
    pointSet: 'The point is placed on the map. Click the map again to move it.',
    wholeMap: 'Show the whole township',
    mapClosedHint: 'Type the address above, or open a map of the township and click the place.',
    showMap: 'Show the map',
    findAddress: 'Find this address',
    didYouMean: 'Did you mean one of these places? Choose one, or change the address.',
    photoKept: 'Your photo {name} is kept with this form. You need not choose it again.',
    photoReplace: 'Choose another photo to replace it.',
    removePhoto: 'Remove the photo',
    sent: 'Success! Your Request ID is <data>{id}</data>.',
    crossSite: 'This form was sent from another site, so it was not accepted. Please fill it in on this page.',
    tooManyLookups:
      'Too many address lookups from your connection. Please wait a few minutes, or place the point on the map.',
    formTooLarge:
      'The form was too large to read, so nothing was kept. The photo can be at most 10MB. Please fill in the form again.',
    staffNeedsJavaScript:
      'The staff portal of {township} 311 needs JavaScript. Turn it on in your browser, or use a browser that runs it. Residents can report an issue and track a request without it.',
    screenNeedsJavaScript:
      'This page of {township} 311 needs JavaScript. You can report an issue and track a request without it.',
  },
  {
    problems: 'The title of the list of problems at the top of the form after a failed send.',
    mapLegend: 'The heading of a map residents click to place the problem’s location.',
    mapHint: 'How the clickable map works: each click places the point and zooms in.',
    mapSquare:
      'The text alternative of one square of the map (a clickable image). {row}, {rows}, {col}, {cols} are numbers.',
    pointSet: 'Shown once the resident has placed the point.',
    wholeMap: 'A button that zooms the map back out to show the whole township.',
    mapClosedHint: 'Shown before the clickable map is opened, under its heading.',
    showMap: 'A button that opens the clickable map of the township.',
    findAddress: 'A button next to the address field: looks the address up and places the point there.',
    didYouMean: 'Shown above a list of places that match the address typed; each is a button.',
    photoKept: '{name} is the photo’s file name. Shown after the form came back with a problem.',
    photoReplace: 'The hint of the photo field when a photo is already kept.',
    removePhoto: 'A button that removes the kept photo.',
    sent: 'The specification’s success text, without its last sentence (the page has already moved). {id} is the request’s ID (keep <data>…</data> around it).',
    crossSite: 'Shown when the form was posted from another web site (a possible forgery).',
    tooManyLookups: 'Shown beside the address when its lookups were limited; the map still works.',
    formTooLarge: 'Shown when the form sent was far over the size limit (a very large photo). Keep 10MB as it is.',
    staffNeedsJavaScript:
      "Shown at a staff screen's address before the app's code runs, and instead of the screen when the browser runs no JavaScript; links to report an issue and to track a request follow. {township} is the township's name.",
    screenNeedsJavaScript:
      "Shown at the address of a screen that needs the app (the figures, a page not found) before the app's code runs, and instead of the screen when the browser runs no JavaScript; links to report an issue and to track a request follow. {township} is the township's name.",
  },
);

export type PlainKey = keyof typeof plainMessages.english;
