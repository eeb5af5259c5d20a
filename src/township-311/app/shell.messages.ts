/** The 311 shell's messages: what shows while a screen loads, and the not-found screen. */
import { defineMessages } from '#domain/i18n/messages.ts';

export const shellMessages = defineMessages(
  '311-shell',
  {
    loadingForm: 'Loading the request form…',
    loadingTrack: 'Loading request tracking…',
    loadingStats: 'Loading the figures…',
    loadingPage: 'Loading the page…',
    loadingStaff: 'Loading the staff portal…',
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no 311 page at this address.',
    submitNew: 'Submit New Request',
    trackRequest: 'Track a Request',
  },
  {
    loadingForm: 'A status line while the screen to report an issue downloads.',
    submitNew: 'A button. The English is fixed by the specification; translate its meaning.',
    trackRequest: 'A button. The English is fixed by the specification; translate its meaning.',
  },
);
