import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_DATA_STATEMENT } from '#domain/requests/constants.ts';
import { renderInLanguage } from '../testing/language.tsx';
import { useRequestTerms } from '../lib/request-terms.ts';
import { CharacterCount } from './CharacterCount.tsx';
import { LabelledField } from './LabelledField.tsx';
import { ResidentLayout } from './ResidentLayout.tsx';
import { commonMessages } from '#domain/messages-311/common-english.ts';

const domains = [commonMessages];

function Terms() {
  const terms = useRequestTerms();
  return (
    <p>
      {terms.status('In Progress')} / {terms.priority('High')} / {terms.status('Archived')}
    </p>
  );
}

/** A resident screen's frame with a field, a count and request terms, as a screen composes them. */
const screenParts = (
  <ResidentLayout>
    <LabelledField id="desc" label="Description" required>
      <textarea id="desc" />
    </LabelledField>
    <CharacterCount id="desc-count" label="Description" length={1999} max={2000} />
    <Terms />
  </ResidentLayout>
);

describe('the resident frame in English', () => {
  it("keeps the specification's English", async () => {
    await renderInLanguage(screenParts, 'en', { domains, path: '/track' });
    expect(screen.getByRole('link', { name: 'Track a Request' })).toHaveAttribute('href', '/311/track');
    expect(screen.getByText(PUBLIC_DATA_STATEMENT)).toBeInTheDocument();
    expect(screen.getByText('Test Township 311')).toBeInTheDocument();
    expect(screen.getByLabelText('Description (required)')).toBeInTheDocument();
    expect(screen.getByText('1 character left')).toBeInTheDocument();
    expect(screen.getByText('In Progress / High / Archived')).toBeInTheDocument();
  });
});

describe('the resident frame in Korean', () => {
  it('reads its header, footer, marks, counts and terms from the Korean catalogs', async () => {
    await renderInLanguage(screenParts, 'ko', { domains, path: '/track' });
    expect(screen.getByRole('link', { name: '요청 조회' })).toHaveAttribute('href', '/311/ko/track');
    expect(screen.getByRole('link', { name: '직원 포털' })).toHaveAttribute('href', '/311/ko/login');
    expect(screen.getByRole('link', { name: 'Test Coalition(으)로 돌아가기' })).toBeInTheDocument();
    expect(screen.getByText(/^OPRA\(뉴저지 공공기록법\)에 따라/)).toBeInTheDocument();
    expect(screen.getByLabelText('Description (필수)')).toBeInTheDocument();
    expect(screen.getByText('1자 남음')).toBeInTheDocument();
    expect(screen.getByText('처리 중 / 높음 / Archived')).toBeInTheDocument();
  });

  it('lists every language in itself, marks Korean current, and links each to the same screen', async () => {
    const choose = vi.fn();
    await renderInLanguage(screenParts, 'ko', { domains, path: '/track/ABC', choose });
    const languages = screen.getByRole('navigation', { name: '언어' });
    const links = within(languages).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')])).toEqual([
      ['English', 'en', '/311/track/ABC'],
      ['Español', 'es', '/311/es/track/ABC'],
      ['中文', 'zh-Hans', '/311/zh-hans/track/ABC'],
      ['한국어', 'ko', '/311/ko/track/ABC'],
      ['हिन्दी', 'hi', '/311/hi/track/ABC'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('hreflang', link.getAttribute('lang'));
    expect(within(languages).getByRole('link', { current: true })).toHaveTextContent('한국어');
    await userEvent.click(within(languages).getByRole('link', { name: 'Español' }));
    expect(choose).toHaveBeenCalledWith('es');
    await userEvent.click(within(languages).getByRole('link', { name: '한국어' }));
    expect(choose).toHaveBeenCalledTimes(1);
  });
});

describe('the resident frame in the pseudo-locale', () => {
  it('shows every message transformed, lists no pseudo-locale and marks no language current', async () => {
    await renderInLanguage(screenParts, 'en-XA', { domains, path: '/track' });
    expect(screen.getByRole('link', { name: /^⟦Ţŕáçķ á Ŕéʠúéšţ/ })).toHaveAttribute('href', '/311/en-xa/track');
    expect(screen.getByLabelText(/^Description ⟦\(ŕéʠúíŕéđ\)/)).toBeInTheDocument();
    expect(screen.getByText(/^⟦Í\S* ç/)).toBeInTheDocument();
    const languages = screen.getByRole('navigation', { name: /^⟦Ĺáñĝúáĝé/ });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['English', 'Español', '中文', '한국어', 'हिन्दी']);
    expect(within(languages).queryByRole('link', { current: true })).toBeNull();
  });
});
