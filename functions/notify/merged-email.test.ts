/** The e-mail a merge sends (docs/product.md#311-merging-duplicates), in English and in a reader's language. */
import { describe, expect, it } from 'vitest';
import { stopLinks } from './links.ts';
import { mergedEmail } from './messages.ts';

const duplicate = { id: 'AAAAAAAAAAAAAAAAAAAA', reference: 'AAAA1111', category: 'Pothole', address: '4 Elm St' };
const original = { id: 'BBBBBBBBBBBBBBBBBBBB', reference: 'BBBB2222', category: 'Pothole', address: '6 Elm St' };
const stop = stopLinks('https://311.example.org', 's');
const link = 'https://311.example.org/track/BBBBBBBBBBBBBBBBBBBB';

describe('mergedEmail', () => {
  it('names both requests, says the reader now follows the original, and ends with the stop link', () => {
    const mail = mergedEmail({ township: 'West Windsor' }, duplicate, original, {
      original: link,
      following: true,
      stop,
      what: 'stopFollower',
    });
    expect(mail.subject).toBe('Request AAAA-1111 was merged into BBBB-2222');
    expect(mail.body).toContain(
      'The West Windsor 311 request AAAA-1111 (Pothole at 4 Elm St) had already been reported: staff merged it into request BBBB-2222 and closed it.',
    );
    expect(mail.body).toContain(`You now get the updates of request BBBB-2222. See it here: ${link}`);
    expect(mail.body.trimEnd().endsWith(`Stop e-mails about this request: ${stop.page}`)).toBe(true);
    expect(mail.unsubscribeUrl).toBe(stop.oneClick);
  });

  it('says where to follow when the reader could not be added, in their language', () => {
    const english = mergedEmail({ township: 'West Windsor' }, duplicate, original, {
      original: link,
      following: false,
      stop,
      what: 'stopSubmitter',
    });
    expect(english.body).toContain(`To get the updates of request BBBB-2222, follow it here: ${link}`);
    expect(english.body).toContain(`Stop e-mails and texts about this request: ${stop.page}`);
    const spanish = mergedEmail({ township: 'West Windsor', lang: 'es' }, duplicate, original, {
      original: link,
      following: false,
      stop,
      what: 'stopSubmitter',
    });
    expect(spanish.subject).toBe('La solicitud AAAA-1111 se unió a la solicitud BBBB-2222');
    expect(spanish.body).toContain(link);
  });
});
