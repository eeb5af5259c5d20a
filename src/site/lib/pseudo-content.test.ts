import { expect, it } from 'vitest';
import { pseudoHtml, pseudoText, pseudoValue } from './pseudo-content.ts';

it('transforms text, keeping apostrophes and braces', () => {
  const text = pseudoText("Residents' {questions}");
  expect(text).toMatch(/^⟦Ŕéšíđéñţš' \{ʠúéšţíóñš\} ·+⟧$/);
});

it('transforms a value’s text and leaves its data', () => {
  const value = pseudoValue({ title: 'Key Dates', url: 'https://example.org', target: '2025-10-14T23:59:59' });
  expect(value.title).toMatch(/^⟦Ķéý Đáţéš ·+⟧$/);
  expect(value.url).toBe('https://example.org');
  expect(value.target).toBe('2025-10-14T23:59:59');
});

it('transforms the text of rendered HTML, not its tags or entities', () => {
  const html = pseudoHtml('<p>Tom &amp; Ann <a href="/about">met</a></p>');
  expect(html).toMatch(/^<p>⟦Ţóɱ &amp; Áññ +·+⟧<a href="\/about">⟦ɱéţ ·+⟧<\/a><\/p>$/);
});

it('breaks a long paragraph’s padding into groups that can wrap', () => {
  const text = pseudoText('A long paragraph of editors’ content, written in several sentences. '.repeat(4));
  expect(text).not.toMatch(/·{9}/);
  expect(text).toMatch(/·{8} ·/);
});
