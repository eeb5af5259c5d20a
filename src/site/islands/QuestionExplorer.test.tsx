import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assembleElectionData } from '#domain/election/election-data.ts';
import { readElectionInput } from '#domain/testing/election-content.ts';
import { explorerProps } from '#domain/election/explorer-props.ts';
import { matchesOffice } from '#domain/election/questions.ts';
import { translator } from '#domain/i18n/messages.ts';
import { electionMessages } from '#site/election.messages.ts';
import { explorerWords } from '#site/lib/explorer-words.ts';
import QuestionExplorer, { HIGHLIGHT_MS } from './QuestionExplorer.tsx';

const props = explorerProps(assembleElectionData(readElectionInput()), Date.parse('2025-10-01T12:00:00Z'));
const words = explorerWords(translator(electionMessages, 'en'), 'en-US');
const PENDING = 'Response pending or clip unavailable.';
const NO_RESULTS = 'No results match your filters.';

const scrollTo = vi.fn();
/** Whether the stubbed screen is phone-narrow. */
let narrowScreen = false;
const writeText = vi.fn<(text: string) => Promise<void>>();

function setup() {
  render(<QuestionExplorer {...props} words={words} />);
  const search = screen.getByRole('searchbox', { name: 'Search questions' });
  const officeButton = (name: string) =>
    within(screen.getByRole('group', { name: 'Filter by office' })).getByRole('button', { name });
  const topicButton = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title} \\(`) });
  return { search, officeButton, topicButton };
}

/** The live region under the filters (the copy buttons have their own, empty ones). */
const summary = () => screen.getAllByRole('status').find((el) => el.tagName === 'P')!;
const shownTopics = () =>
  screen
    .queryAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }))
    .map((b) => b.dataset.topic)
    .filter(Boolean);
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.history.replaceState(null, '', '/election');
  scrollTo.mockReset();
  writeText.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrowScreen && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search and office filter', () => {
  it('starts with every topic, a labelled search box and All pressed', () => {
    const { search, officeButton } = setup();
    expect(search).toHaveAttribute('placeholder', 'Search questions...');
    expect(officeButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(officeButton('Mayor')).toHaveAttribute('aria-pressed', 'false');
    expect(shownTopics()).toEqual(props.topics.map((t) => t.id));
    expect(summary()).toHaveTextContent('32 questions in 9 topics');
  });

  // Questions, topic titles, answer summaries and transcripts, and who answered are all searched.
  it.each([
    ['warehouse', ['future', 'warehouses'], '5 questions in 2 topics'],
    ['WAREHOUSE', ['future', 'warehouses'], '5 questions in 2 topics'],
    ['  sidewalk ', ['opening', 'vision', 'infrastructure'], '7 questions in 3 topics'],
    ['budget', ['opening', 'vision', 'taxes'], '9 questions in 3 topics'],
    ['traffic', ['warehouses', 'regional'], '5 questions in 2 topics'],
    ['library', ['vision'], '1 question in 1 topic'],
    [
      'TOWNSHIP',
      ['opening', 'vision', 'future', 'warehouses', 'taxes', 'infrastructure', 'governance', 'regional', 'closing'],
      '21 questions in 9 topics',
    ],
  ])('searching %j shows only matching topics', (text, topics, count) => {
    const { search } = setup();
    fireEvent.change(search, { target: { value: text } });
    expect(shownTopics()).toEqual(topics);
    expect(summary()).toHaveTextContent(count);
  });

  it('finds every question in a topic by a word of its title alone', () => {
    const { search } = setup();
    fireEvent.change(search, { target: { value: 'warehouses and truck traffic' } });
    expect(shownTopics()).toEqual(['warehouses']);
    const warehouses = props.topics.find((t) => t.id === 'warehouses')!;
    expect(summary()).toHaveTextContent(`${warehouses.questions.length} questions in 1 topic`);
  });

  it.each([
    ['Marcus Bell', 'mayor-2'],
    ['kowalski', 'council-1'],
  ])('a name (%j) finds the questions that candidate answered, and no others', (name, group) => {
    const { search } = setup();
    fireEvent.change(search, { target: { value: name } });
    const answered = props.groups.find((g) => g.id === group)!.responses;
    const expected = props.topics.filter((t) => t.questions.some((q) => q.id in answered));
    const count = expected.reduce((n, t) => n + t.questions.filter((q) => q.id in answered).length, 0);
    const total = props.topics.reduce((n, t) => n + t.questions.length, 0);
    expect(count).toBeLessThan(total);
    expect(shownTopics()).toEqual(expected.map((t) => t.id));
    expect(summary()).toHaveTextContent(`${count} questions in ${expected.length} topics`);
  });

  it("a slate name finds its candidates' answers, combined with the office filter", () => {
    const { search, officeButton } = setup();
    fireEvent.change(search, { target: { value: 'west windsor together' } });
    fireEvent.click(officeButton('Mayor'));
    // The slate's mayoral candidate answered these; its council pair's answers are hidden by the filter.
    const slate = props.groups.filter((g) => g.searchNames.includes('West Windsor Together'));
    const answered = (id: string) => slate.some((g) => id in g.responses);
    const expected = props.topics
      .map((t) => ({ id: t.id, questions: t.questions.filter((q) => answered(q.id) && matchesOffice(q, 'Mayor')) }))
      .filter((t) => t.questions.length > 0);
    const count = expected.reduce((n, t) => n + t.questions.length, 0);
    expect(count).toBeGreaterThan(0);
    expect(shownTopics()).toEqual(expected.map((t) => t.id));
    expect(summary()).toHaveTextContent(`${count} questions in ${expected.length} topics`);
  });

  it('the office filter keeps questions for that office or listing it, and hides General ones', () => {
    const { officeButton, topicButton } = setup();
    fireEvent.click(officeButton('Mayor'));
    expect(officeButton('Mayor')).toHaveAttribute('aria-pressed', 'true');
    expect(officeButton('All')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(topicButton('Roads, Sidewalks and Infrastructure'));
    const panel = screen.getByRole('region', { name: /Roads, Sidewalks/ });
    expect(
      within(panel)
        .getAllByRole('article')
        .map((a) => a.id),
    ).toEqual(['infrastructure-station']);
    fireEvent.click(officeButton('Council'));
    expect(
      within(panel)
        .getAllByRole('article')
        .map((a) => a.id),
    ).toEqual(['infrastructure-station', 'infrastructure-broadband']);
  });

  it('combines search and office, and says so when nothing matches', () => {
    const { search, officeButton } = setup();
    fireEvent.change(search, { target: { value: 'why should residents vote' } });
    expect(shownTopics()).toEqual(['closing']);
    fireEvent.click(officeButton('Council'));
    expect(shownTopics()).toEqual([]);
    expect(summary()).toHaveTextContent(NO_RESULTS);
    fireEvent.click(officeButton('All'));
    expect(summary()).not.toHaveTextContent(NO_RESULTS);
  });
});

describe('topic accordion', () => {
  it('opens one topic at a time and closes the open one on a second click', () => {
    const { topicButton } = setup();
    const opening = topicButton('Opening Statements');
    const taxes = topicButton('Taxes and the Budget');
    expect(opening).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(opening.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    fireEvent.click(opening);
    expect(opening).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    fireEvent.click(taxes);
    expect(opening).toHaveAttribute('aria-expanded', 'false');
    expect(taxes).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(taxes);
    expect(taxes).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('clears the URL hash on toggle without a new history entry', () => {
    window.history.replaceState(null, '', '/election#voter-tools');
    const length = window.history.length;
    const { topicButton } = setup();
    fireEvent.click(topicButton('Vision for the Township'));
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/election');
    expect(window.history.length).toBe(length);
  });
});

describe('question cards', () => {
  it('show the badge, the text, an anchor and one response per answer group', () => {
    const { topicButton } = setup();
    fireEvent.click(topicButton('Opening Statements'));
    const badges = ['General Question', 'Mayor Question', 'Council Question'];
    props.topics[0]!.questions.forEach((question, index) => {
      const card = document.getElementById(question.id)!;
      expect(card.tagName).toBe('ARTICLE');
      expect(card).toHaveTextContent(badges[index]!);
      expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent(question.text);
      expect(within(card).getAllByRole('listitem')).toHaveLength(4);
      expect(within(card).getAllByRole('button', { name: /^Play: / })).toHaveLength(4);
    });
  });

  it('labels a question for both offices "Mayor & Council Question"', () => {
    const { topicButton } = setup();
    fireEvent.click(topicButton('Roads, Sidewalks and Infrastructure'));
    expect(document.getElementById('infrastructure-station')).toHaveTextContent('Mayor & Council Question');
  });

  it('shows the pending message where an answer group has no clip, before the election', () => {
    vi.useFakeTimers({ now: Date.parse('2025-10-01T12:00:00Z'), toFake: ['Date'] });
    const { topicButton } = setup();
    fireEvent.click(topicButton('Warehouses and Truck Traffic'));
    const card = document.getElementById('warehouses-truck-routes')!;
    expect(within(card).getAllByText(PENDING)).toHaveLength(1);
    expect(within(card).getAllByRole('button', { name: /^Play: / })).toHaveLength(3);
    expect(within(document.getElementById('warehouses-position')!).queryByText(PENDING)).toBeNull();
    vi.useRealTimers();
  });

  it('says no answer was recorded once the election is over, and switches at the instant the polls close', () => {
    vi.useFakeTimers({ now: Date.parse(props.electionOverAt) - 1500 });
    const { topicButton } = setup();
    fireEvent.click(topicButton('Warehouses and Truck Traffic'));
    const card = () => document.getElementById('warehouses-truck-routes')!;
    expect(within(card()).getAllByText(PENDING)).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(within(card()).queryByText(PENDING)).toBeNull();
    expect(within(card()).getAllByText('No answer was recorded.')).toHaveLength(1);
    vi.useRealTimers();
  });

  it('loads a clip only when its play button is pressed, from the no-cookie host, clipped', () => {
    const { topicButton } = setup();
    fireEvent.click(topicButton('Opening Statements'));
    const card = document.getElementById('opening-introduce')!;
    expect(card.querySelector('iframe')).toBeNull();
    const play = within(card).getAllByRole('button', { name: /^Play: / })[0]!;
    expect(play).toHaveAccessibleName(
      `Play: ${props.groups[0]!.label} answers: ${props.topics[0]!.questions[0]!.text}`,
    );
    fireEvent.click(play);
    const frame = card.querySelector('iframe')!;
    const clip = props.groups[0]!.responses['opening-introduce']!.clip;
    expect(frame.src).toBe(
      `https://www.youtube-nocookie.com/embed/${props.groups[0]!.videoId}?start=${clip.start}&end=${clip.end!}&autoplay=1&rel=0&playsinline=1`,
    );
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    expect(frame).toHaveAttribute('title');
    expect(frame).toHaveFocus();
  });
});

describe('transcripts', () => {
  it('a card shows an answer\'s transcript under "Read the transcript", closed at first', () => {
    const { topicButton } = setup();
    fireEvent.click(topicButton('Opening Statements'));
    const card = document.getElementById('opening-introduce')!;
    const disclosures = within(card).getAllByText('Read the transcript');
    expect(disclosures).toHaveLength(2);
    const details = disclosures[0]!.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent(props.groups[0]!.responses['opening-introduce']!.transcript!);
    expect(within(document.getElementById('opening-experience')!).queryByText('Read the transcript')).toBeNull();
  });

  it('search finds a question by a word only said in an answer', () => {
    const { search } = setup();
    expect(props.topics.flatMap((t) => t.questions).some((q) => /lacrosse/i.test(q.text))).toBe(false);
    fireEvent.change(search, { target: { value: 'Lacrosse' } });
    expect(shownTopics()).toEqual(['opening']);
    expect(summary()).toHaveTextContent('1 question in 1 topic');
  });
});

describe('text view (comparing answers on a phone)', () => {
  afterEach(() => {
    narrowScreen = false;
  });
  const viewButton = (name: string) =>
    within(screen.getByRole('group', { name: 'Show answers as' })).getByRole('button', { name });

  it('is the default on a narrow screen: summaries with a Play clip button each, no video boxes', () => {
    narrowScreen = true;
    const { topicButton } = setup();
    expect(viewButton('Text')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(topicButton('Opening Statements'));
    const card = document.getElementById('opening-introduce')!;
    expect(within(card).queryAllByRole('button', { name: /^Play: / })).toHaveLength(0);
    expect(card.querySelectorAll('img')).toHaveLength(0);
    expect(within(card).getAllByRole('button', { name: /^Play clip: / })).toHaveLength(4);
    expect(card).toHaveTextContent(props.groups[3]!.responses['opening-introduce']!.summary);
  });

  it('plays a clip in place, one at a time, and "Close clip" returns focus to its button', () => {
    const { topicButton } = setup();
    expect(viewButton('Video')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(viewButton('Text'));
    expect(viewButton('Text')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(topicButton('Opening Statements'));
    const card = document.getElementById('opening-introduce')!;
    const [first, second] = within(card).getAllByRole('button', { name: /^Play clip: / });
    fireEvent.click(first!);
    expect(card.querySelectorAll('iframe')).toHaveLength(1);
    expect(card.querySelector('iframe')).toHaveFocus();
    fireEvent.click(second!);
    expect(card.querySelectorAll('iframe')).toHaveLength(1);
    expect(card.querySelector('iframe')!.title).toBe(
      `${props.groups[1]!.label} answers: ${props.topics[0]!.questions[0]!.text}`,
    );
    fireEvent.click(within(card).getByRole('button', { name: /^Close clip: / }));
    expect(card.querySelectorAll('iframe')).toHaveLength(0);
    expect(within(card).getAllByRole('button', { name: /^Play clip: / })[1]).toHaveFocus();
  });

  it('the visitor can go back to video on a phone', () => {
    narrowScreen = true;
    const { topicButton } = setup();
    fireEvent.click(viewButton('Video'));
    fireEvent.click(topicButton('Opening Statements'));
    expect(
      within(document.getElementById('opening-introduce')!).getAllByRole('button', { name: /^Play: / }),
    ).toHaveLength(4);
  });
});

describe('copy link', () => {
  /** Presses a card's Copy link and lets the clipboard's answer arrive. */
  const pressCopyLink = async (card: HTMLElement) => {
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: /^Copy link/ }));
      await Promise.resolve();
    });
  };

  it('copies the page address with the question hash and says "Link Copied!" for 2 s', async () => {
    writeText.mockResolvedValue(undefined);
    const { topicButton } = setup();
    fireEvent.click(topicButton('Opening Statements'));
    const card = document.getElementById('opening-experience')!;
    await pressCopyLink(card);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/election#opening-experience`);
    expect(within(card).getByRole('button', { name: 'Link Copied!' })).toBeInTheDocument();
    advance(1900);
    expect(within(card).getByRole('button', { name: 'Link Copied!' })).toBeInTheDocument();
    advance(200);
    expect(within(card).queryByRole('button', { name: 'Link Copied!' })).toBeNull();
    expect(within(card).getByRole('button', { name: /^Copy link/ })).toHaveTextContent('Copy Link');
  });

  it('only logs a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const { topicButton } = setup();
    fireEvent.click(topicButton('Opening Statements'));
    const card = document.getElementById('opening-introduce')!;
    await pressCopyLink(card);
    expect(error).toHaveBeenCalledOnce();
    expect(within(card).queryByText('Link Copied!')).toBeNull();
  });
});

describe('links to a question', () => {
  it('on load: opens its topic, scrolls to it and outlines it for 1.5 s', () => {
    window.history.replaceState(null, '', '/election#taxes-cuts');
    const { topicButton } = setup();
    expect(topicButton('Taxes and the Budget')).toHaveAttribute('aria-expanded', 'true');
    const card = document.getElementById('taxes-cuts')!;
    expect(card).toBeVisible();
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(card).toHaveFocus();
    expect(scrollTo).toHaveBeenCalled();
    advance(HIGHLIGHT_MS - 100);
    expect(card).toHaveAttribute('data-highlighted', 'true');
    advance(200);
    expect(card).not.toHaveAttribute('data-highlighted');
  });

  it('on hashchange: opens the other topic and clears filters that would hide the question', () => {
    const { search, topicButton } = setup();
    fireEvent.change(search, { target: { value: 'warehouse' } });
    act(() => {
      window.history.replaceState(null, '', '/election#closing-final');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(search).toHaveValue('');
    expect(topicButton('Closing Statements')).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('closing-final')).toHaveAttribute('data-highlighted', 'true');
  });

  it('ignores a hash that names no question', () => {
    window.history.replaceState(null, '', '/election#finance');
    setup();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
