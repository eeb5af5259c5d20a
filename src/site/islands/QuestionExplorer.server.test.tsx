/**
 * The explorer's server HTML, which is what a visitor without JavaScript reads: every topic a
 * native disclosure, every question and answer summary in it, each clip a link to the no-cookie
 * player at the answer's window, and a missing answer's two wordings timed for Election Day.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { assembleElectionData } from '#domain/election/election-data.ts';
import { explorerProps } from '#domain/election/explorer-props.ts';
import { readElectionInput } from '#domain/testing/election-content.ts';
import { embedUrl } from '#domain/election/clips.ts';
import { translator } from '#domain/i18n/messages.ts';
import { parsePo, translationsOf } from '#domain/i18n/po.ts';
import { electionMessages } from '#site/election.messages.ts';
import { explorerWords } from '#site/lib/explorer-words.ts';
import QuestionExplorer from './QuestionExplorer.tsx';

const data = assembleElectionData(readElectionInput());
const words = explorerWords(translator(electionMessages, 'en'), 'en-US');
const before = explorerProps(data, Date.parse('2025-10-01T12:00:00Z'));

function serverDom(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

const shown = (el: Element | null | undefined) => !!el && !el.closest('[hidden]');

describe('QuestionExplorer server HTML (no JavaScript)', () => {
  const doc = serverDom(renderToString(<QuestionExplorer {...before} words={words} />));

  it('has every topic as a closed disclosure with its title and count as a heading', () => {
    const details = [...doc.querySelectorAll('details[data-topic-details]')];
    expect(details.map((d) => d.getAttribute('data-topic-details'))).toEqual(before.topics.map((t) => t.id));
    expect(details.every((d) => !d.hasAttribute('open'))).toBe(true);
    expect(details[0]!.querySelector('summary > h3')!.textContent).toBe('Opening Statements (3 questions)');
    expect(doc.querySelectorAll('button[data-topic]')).toHaveLength(0);
  });

  it('has every question and every answer summary, and no player or copy button', () => {
    for (const question of before.topics.flatMap((t) => t.questions)) {
      const card = doc.getElementById(question.id)!;
      expect(card.tagName).toBe('ARTICLE');
      expect(card.querySelector('h4')!.textContent).toBe(question.text);
      for (const group of before.groups) {
        const response = group.responses[question.id];
        if (response) expect(card.textContent).toContain(response.summary);
      }
    }
    expect(doc.querySelectorAll('iframe, button[data-video-facade]')).toHaveLength(0);
    expect(doc.body.textContent).not.toContain('Copy link');
  });

  it('links each clip to the no-cookie player at its window, named for who answers what', () => {
    const card = doc.getElementById('opening-introduce')!;
    const links = [...card.querySelectorAll('a')];
    expect(links).toHaveLength(4);
    const group = before.groups[0]!;
    expect(links[0]!.getAttribute('href')).toBe(embedUrl(group.videoId, group.responses['opening-introduce']!.clip));
    expect(links[0]!.textContent).toBe('Play clip');
    expect(links[0]!.getAttribute('aria-label')).toBe(
      `Play clip: ${group.label} answers: ${before.topics[0]!.questions[0]!.text}`,
    );
  });

  it('has transcripts under their disclosure', () => {
    const transcript = before.groups[0]!.responses['opening-introduce']!.transcript!;
    const details = [...doc.getElementById('opening-introduce')!.querySelectorAll('details')];
    expect(details.map((d) => d.querySelector('summary')!.textContent)).toEqual([
      'Read the transcript',
      'Read the transcript',
    ]);
    expect(details[0]!.textContent).toContain(transcript);
  });

  it('keeps the controls disabled until they work', () => {
    expect(doc.querySelector('input[type="search"]')).toHaveProperty('disabled', true);
    expect(
      [...doc.querySelectorAll('[aria-label="Filter by office"] button')].every((b) => b.hasAttribute('disabled')),
    ).toBe(true);
  });

  it('says a missing answer is pending before the day, both wordings marked the way the server retimes them', () => {
    const html = renderToString(<QuestionExplorer {...before} words={words} />);
    const texts = [...serverDom(html).querySelectorAll('#warehouses-truck-routes p')]
      .filter(shown)
      .map((p) => p.textContent);
    expect(texts).toContain('Response pending or clip unavailable.');
    expect(texts).not.toContain('No answer was recorded.');
    // The form functions/http/timed-html.ts rewrites (its tests cover React's hidden="").
    expect(html).toContain(`<p data-when="before" data-at="${before.electionOverAt}" class=`);
    expect(html).toContain(`<p data-when="after" data-at="${before.electionOverAt}" hidden="" class=`);
  });

  it('built after the day, reads "No answer was recorded." as built', () => {
    const after = explorerProps(data, Date.parse('2026-01-01T12:00:00Z'));
    const doc2 = serverDom(renderToString(<QuestionExplorer {...after} words={words} />));
    const texts = [...doc2.querySelectorAll('#warehouses-truck-routes p')].filter(shown).map((p) => p.textContent);
    expect(texts).toContain('No answer was recorded.');
    expect(texts).not.toContain('Response pending or clip unavailable.');
  });
});

describe('QuestionExplorer in another language', () => {
  const catalog = translationsOf(parsePo(readFileSync('locales/es/election.po', 'utf8')));
  const spanish = explorerWords(translator(electionMessages, 'es', catalog), 'es');
  const doc = serverDom(renderToString(<QuestionExplorer {...before} words={spanish} />));

  it('shows the words it is given, with counts in the language’s plural forms', () => {
    expect(doc.querySelector('label')!.textContent).toBe('Buscar preguntas');
    expect(doc.querySelector('input[type="search"]')!.getAttribute('placeholder')).toBe('Buscar preguntas...');
    expect(doc.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe('Filtrar por cargo');
    expect(doc.querySelector('[role="status"]')!.textContent).toMatch(/^\d+ preguntas en \d+ temas$/);
    expect(doc.querySelector('summary > h3')!.textContent).toBe('Opening Statements (3 preguntas)');
    const link = doc.getElementById('opening-introduce')!.querySelector('a')!;
    expect(link.textContent).toBe('Reproducir clip');
    expect(link.getAttribute('aria-label')).toMatch(/^Reproducir clip: .+ responde: /);
    expect(doc.body.textContent).not.toMatch(/Search questions|Play clip|Read the transcript|questions\)/);
  });
});
