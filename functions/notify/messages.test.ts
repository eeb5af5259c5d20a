import { describe, expect, it } from 'vitest';
import { stopLinks } from './links.ts';
import { fitsText } from './sms-segments.ts';
import {
  confirmFollowEmail,
  followerUpdateEmail,
  submittedEmail,
  submittedText,
  TEXT_OPT_OUT,
  updateEmail,
  updateText,
  type RequestUpdate,
} from './messages.ts';

const settings = { township: 'West Windsor' };
const request = {
  id: 'q3ZrT0bW8sLkP1mXa9Yc',
  reference: 'K7QM3XPA',
  category: 'Graffiti' as const,
  address: '9 Oak Ave',
};
const track = 'https://311.example.org/track/q3ZrT0bW8sLkP1mXa9Yc';
const stop = stopLinks('https://311.example.org', 's');

describe('texts', () => {
  it.each<[string, string]>([
    [
      submittedText(settings, request, track),
      `West Windsor 311: Your request K7QM-3XPA (Graffiti) has been received. Track it: ${track} Reply STOP to opt out.`,
    ],
    [
      updateText(settings, request, { kind: 'status', status: 'Resolved' }, track),
      `West Windsor 311, request K7QM-3XPA: Your request status has been updated to "Resolved". ${track} Reply STOP to opt out.`,
    ],
    [
      updateText(settings, request, { kind: 'comment', text: 'Crew on Friday' }, track),
      `West Windsor 311, request K7QM-3XPA: A new public comment was added to your request: "Crew on Friday" ${track} Reply STOP to opt out.`,
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
    expect(text.endsWith(TEXT_OPT_OUT)).toBe(true);
  });

  it('cuts a long comment to 160 characters in a text, never in the e-mail', () => {
    const update: RequestUpdate = { kind: 'comment', text: `${'word '.repeat(60)}end` };
    const text = updateText(settings, request, update, track);
    const quoted = /"(.*)"/.exec(text)![1]!;
    expect(quoted.length).toBeLessThanOrEqual(160);
    expect(quoted.endsWith('...')).toBe(true);
    expect(updateEmail(settings, request, update, { track, stop }).body).toContain(update.text);
  });
});

describe('a "Resolved" message to the submitter', () => {
  const followUp = 'https://311.example.org/my-request?token=f';
  const resolved: RequestUpdate = { kind: 'status', status: 'Resolved' };

  it('the e-mail carries the private link and the 14 days to say it is not fixed', () => {
    const body = updateEmail(settings, request, resolved, { track, stop, followUp }).body;
    expect(body).toContain(
      `Not fixed? You can tell us within 14 days on your private page, so we look at it again. Do not share the link:\n${followUp}`,
    );
    expect(body.trimEnd().endsWith(stop.page)).toBe(true);
  });

  it('the text carries it too', () => {
    expect(updateText(settings, request, resolved, track, followUp)).toBe(
      `West Windsor 311, request K7QM-3XPA: Your request status has been updated to "Resolved". ${track} Not fixed? Tell us within 14 days: ${followUp} Reply STOP to opt out.`,
    );
  });

  it.each<RequestUpdate>([
    { kind: 'status', status: 'In Progress' },
    { kind: 'comment', text: 'Resolved soon' },
  ])('other updates carry no private link: %j', (update) => {
    expect(updateEmail(settings, request, update, { track, stop, followUp }).body).not.toContain(followUp);
    expect(updateText(settings, request, update, track, followUp)).not.toContain(followUp);
  });
});

describe('e-mails', () => {
  it('the confirmation: the spec subject, the reference and id, the links, the stop line last', () => {
    const mail = submittedEmail(settings, request, {
      track,
      followUp: 'https://311.example.org/my-request?token=f',
      stop,
    });
    expect(mail.subject).toBe('Request Submitted: q3ZrT0bW8sLkP1mXa9Yc (reference K7QM-3XPA)');
    const lines = mail.body.split('\n');
    for (const line of [
      'Reference: K7QM-3XPA',
      'Request ID: q3ZrT0bW8sLkP1mXa9Yc',
      'Category: Graffiti',
      'Status: New',
    ]) {
      expect(lines).toContain(line);
    }
    expect(mail.body).toContain(track);
    expect(mail.body).toContain('https://311.example.org/my-request?token=f');
    expect(lines.at(-1)).toBe(`Stop e-mails and texts about this request: ${stop.page}`);
  });

  it('the confirmation without the links that could not be made', () => {
    const mail = submittedEmail(settings, request, { track, followUp: null, stop: null });
    expect(mail.body).not.toContain('private link');
    expect(mail.body).not.toContain('Stop e-mails');
    expect(mail.body.split('\n').at(-1)).toBe('West Windsor 311');
    expect(mail).not.toHaveProperty('unsubscribeUrl');
  });

  it("the submitter's update keeps the spec's subject, the reference beside it, and the sentence first", () => {
    const mail = updateEmail(settings, request, { kind: 'status', status: 'In Progress' }, { track, stop });
    expect(mail.subject).toBe('Update: q3ZrT0bW8sLkP1mXa9Yc (reference K7QM-3XPA)');
    expect(mail.body.split('\n')[0]).toBe('Your request status has been updated to "In Progress".');
  });

  it("a follower's update names the request and says why it came, with its stop line", () => {
    const mail = followerUpdateEmail(settings, request, { kind: 'comment', text: 'Crew on Friday' }, { track, stop });
    expect(mail.subject).toBe('Update: Graffiti (K7QM-3XPA)');
    expect(mail.body).toContain('A West Windsor 311 request you follow has been updated: Graffiti at 9 Oak Ave.');
    expect(mail.body).toContain('A new public comment was added: "Crew on Friday"');
    expect(mail.body).toContain('You get these e-mails because you asked to follow this request.');
    expect(mail.body.split('\n').at(-1)).toBe(`Stop e-mails about this request: ${stop.page}`);
  });

  it('the confirmation of following has its link and says to ignore it when unasked', () => {
    const confirm = 'https://311.example.org/updates/confirm?token=c';
    const mail = confirmFollowEmail(settings, request, { confirm, confirmDays: 7 });
    expect(mail.subject).toBe('Confirm updates about request K7QM-3XPA');
    expect(mail.body).toContain(`within 7 days and press "Confirm updates":\n${confirm}`);
    expect(mail.body).toContain('If you did not ask for this, ignore this e-mail');
    expect(mail).not.toHaveProperty('unsubscribeUrl');
  });
});

describe('the reference leads (docs/product.md#311-notifications)', () => {
  const status: RequestUpdate = { kind: 'status', status: 'Resolved' };
  const comment: RequestUpdate = { kind: 'comment', text: 'Crew on Friday' };
  const confirm = { confirm: 'https://311.example.org/updates/confirm?token=c', confirmDays: 7 };
  it.each([
    ['the confirmation', submittedEmail(settings, request, { track: 'https://t', followUp: null, stop })],
    ["the submitter's status update", updateEmail(settings, request, status, { track: 'https://t', stop })],
    ["the submitter's comment update", updateEmail(settings, request, comment, { track: 'https://t', stop })],
    ["a follower's update", followerUpdateEmail(settings, request, status, { track: 'https://t', stop })],
    ['the confirmation of following', confirmFollowEmail(settings, request, confirm)],
  ])('%s names the reference before the id, and the id only beside it', (_name, mail) => {
    const lines = mail.body.split('\n');
    const reference = lines.indexOf('Reference: K7QM-3XPA');
    expect(reference).toBeGreaterThanOrEqual(0);
    expect(lines[reference + 1]).toBe('Request ID: q3ZrT0bW8sLkP1mXa9Yc');
    expect(mail.body.indexOf('K7QM-3XPA')).toBeLessThan(mail.body.indexOf(request.id));
    expect(mail.subject).toContain('K7QM-3XPA');
  });

  it.each([
    ['Request Submitted', submittedEmail(settings, request, { track, followUp: null, stop: null }).subject],
    ['Update', updateEmail(settings, request, status, { track, stop: null }).subject],
  ])("keeps the specification's subject %j with the id exactly, the reference after it", (prefix, subject) => {
    expect(subject.startsWith(`${prefix}: ${request.id} `)).toBe(true);
    expect(subject.endsWith('(reference K7QM-3XPA)')).toBe(true);
  });

  it.each([
    ['the confirmation', submittedText(settings, request, track)],
    ['an update', updateText(settings, request, status, track)],
  ])('%s text names the request by its reference alone', (_name, text) => {
    expect(text).toContain('K7QM-3XPA');
    expect(text.replace(track, '')).not.toContain(request.id);
  });
});

describe('List-Unsubscribe', () => {
  const update: RequestUpdate = { kind: 'status', status: 'Resolved' };
  it.each([
    ['the confirmation', submittedEmail(settings, request, { track, followUp: null, stop })],
    ["the submitter's update", updateEmail(settings, request, update, { track, stop })],
    ["a follower's update", followerUpdateEmail(settings, request, update, { track, stop })],
  ])('%s carries the one-click form of the stop link it ends with', (_name, mail) => {
    expect(mail.unsubscribeUrl).toBe('https://311.example.org/api/follow/unsubscribe?token=s');
    expect(mail.body.endsWith(stop.page)).toBe(true);
  });

  it('an e-mail without a stop link carries none', () => {
    expect(updateEmail(settings, request, update, { track, stop: null })).not.toHaveProperty('unsubscribeUrl');
  });
});

describe('stopLinks', () => {
  it.each([
    ['https://311.example.org', 'https://311.example.org/updates/stop?token=a%2Bb'],
    ['https://example.org/311', 'https://example.org/311/updates/stop?token=a%2Bb'],
  ])('puts the one-click address on the API of the origin of %s', (app, page) => {
    const links = stopLinks(app, 'a+b');
    expect(links.page).toBe(page);
    expect(links.oneClick).toBe(`${new URL(app).origin}/api/follow/unsubscribe?token=a%2Bb`);
  });
});

describe('a public comment to a reader of another language (docs/product.md#311-machine-translation)', () => {
  const korean = { ...settings, lang: 'ko' };
  const comment = 'A crew will replace the lamp on Tuesday.';
  const translated: RequestUpdate = {
    kind: 'comment',
    text: comment,
    translation: '화요일에 작업반이 램프를 교체합니다.',
  };
  const untranslated: RequestUpdate = { kind: 'comment', text: comment };

  it.each([
    ['the submitter', (update: RequestUpdate) => updateEmail(korean, request, update, { track, stop }).body],
    ['a follower', (update: RequestUpdate) => followerUpdateEmail(korean, request, update, { track, stop }).body],
  ])('to %s: the English comment, then its marked machine translation', (_who, body) => {
    const text = body(translated);
    expect(text).toContain(`"${comment}" 기계 번역(오류가 있을 수 있음): "화요일에 작업반이 램프를 교체합니다."`);
    expect(text).not.toContain('직원이 이 댓글을 영어로 작성했습니다.');
  });

  it('without a translation: the English comment and the sentence saying it is in English', () => {
    const body = updateEmail(korean, request, untranslated, { track, stop }).body;
    expect(body).toContain(`"${comment}" 직원이 이 댓글을 영어로 작성했습니다.`);
    expect(body).not.toContain('기계 번역');
  });

  it('to an English reader: the comment alone, translation or not', () => {
    const body = updateEmail(settings, request, translated, { track, stop }).body;
    expect(body).toContain(`A new public comment was added to your request: "${comment}"\n`);
    expect(body).not.toContain('화요일');
  });

  it('in a text: the marked translation whole and the English cut to fit; without one, the note that it is in English', () => {
    const text = updateText(korean, request, translated, track);
    expect(text).toMatch(/"A[^"]*" 기계 번역: "화요일에 작업반이 램프를 교체합니다\."/);
    expect(fitsText(text)).toBe(true);
    expect(updateText(korean, request, untranslated, track)).toMatch(/"A crew [^"]*" \(영어\) https:/);
  });

  it('in a text, a long comment gives way to its translation: the English is cut first', () => {
    const long: RequestUpdate = {
      kind: 'comment',
      text: 'A crew will replace the lamp on Tuesday morning, weather permitting, and check the wiring of the pole as well.',
      translation: '화요일에 램프를 교체합니다.',
    };
    const text = updateText(korean, request, long, track);
    expect(fitsText(text)).toBe(true);
    expect(text).toContain('기계 번역: "화요일에 램프를 교체합니다."');
    expect(text).toMatch(/"A[^"]*\.\.\." 기계 번역/);
  });
});
