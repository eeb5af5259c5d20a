import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { inLanguage, renderSettled } from '../../testing/in-language.tsx';
import { renderStaff, stubApi } from '../../testing/staff-harness.tsx';
import { FollowForm } from './FollowForm.tsx';
import { PublicRequestsTable } from './PublicRequestsTable.tsx';
import { RequestCard } from './RequestCard.tsx';
import type { PublicRequestView } from './track-api.ts';
import { TrackSearchForm } from './TrackSearchForm.tsx';

const request: PublicRequestView = {
  id: 'q3ZrT0bW8sLkP1mXa9Yc',
  reference: 'K7QM3XPA',
  category: 'Streetlight Outage',
  status: 'In Progress',
  address: '20 Main St, West Windsor',
  createdAt: '2025-01-05T20:04:00.000Z',
  lastUpdatedAt: '2025-01-06T14:30:00.000Z',
  dueAt: '2025-01-14T04:59:59.000Z',
  location: { lat: 40.2809, lng: -74.5912 },
  description: 'The light is out.',
  descriptionHidden: false,
  priority: 'High',
  imageUrl: null,
  photoHidden: false,
  history: [
    { timestamp: '2025-01-06T14:30:00.000Z', action: 'Status changed to In Progress', user: 'Township Staff' },
    { timestamp: '2025-01-05T20:04:00.000Z', action: 'Request Submitted', user: 'Resident' },
    { timestamp: '2025-01-05T20:00:00.000Z', action: 'Something new the screens do not know', user: 'Resident' },
  ],
  comments: [{ timestamp: '2025-01-06T15:00:00.000Z', text: 'Crew on Tuesday.', user: 'Township Staff' }],
  mergedInto: null,
};

const field = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the track screens in Korean', () => {
  it('shows the request card with the category, status, priority, history and dates in Korean', async () => {
    await renderSettled(() => render(inLanguage('ko', <RequestCard request={request} />)));
    expect(await screen.findByRole('heading', { level: 2, name: '가로등 고장' })).toBeTruthy();
    expect(screen.getByTestId('track-status').textContent).toBe('상태: 처리 중');
    expect(field('우선순위')).toBe('높음');
    expect(field('요청 ID')).toBe('q3ZrT0bW8sLkP1mXa9Yc');
    expect(field('접수일')).toBe('2025년 1월 5일 오후 3:04');
    expect(field('설명')).toBe('The light is out.');
    expect(screen.getByTestId('track-expected').textContent).toContain('2025년 1월 13일');
    const items = within(screen.getByTestId('track-history')).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('상태가 처리 중(으)로 변경됨');
    expect(items[0]!.textContent).toContain('타운십 직원');
    expect(items[1]!.textContent).toContain('요청 접수됨');
    // An action the screens do not know shows as the server wrote it, marked as English.
    expect(screen.getByText('Something new the screens do not know').getAttribute('lang')).toBe('en');
    expect(screen.getByText('제출된 사진 없음')).toBeTruthy();
    expect(screen.getByText('Crew on Tuesday.').getAttribute('lang')).toBe('en');
  });

  it('asks for updates in Korean and shows the server’s answer translated', async () => {
    stubApi({ 'POST /api/follow/subscribe': { status: 202, body: { message: FOLLOW_MESSAGES.sent } } });
    await renderSettled(() =>
      renderStaff(inLanguage('ko', <FollowForm requestId={request.id} />), { path: `/311/ko/track/${request.id}` }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '소식 받기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('이메일 주소를 입력하세요.');
    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'fay@example.org');
    await user.click(screen.getByRole('button', { name: '소식 받기' }));
    await waitFor(() => {
      expect(screen.getByTestId('follow-sent')).toHaveTextContent('이메일을 확인하세요');
    });
  });

  it('names the search form and its empty-id message in Korean', async () => {
    await renderSettled(() => render(inLanguage('ko', <TrackSearchForm id="" onSearch={() => {}} />)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '검색' }));
    expect(screen.getByRole('alert').textContent).toBe('검색할 요청 ID를 입력하세요.');
    expect(screen.getByRole('search', { name: 'ID로 요청 조회' })).toBeTruthy();
  });

  it('lists public requests with Korean headers, statuses, categories and status line', async () => {
    stubApi({
      'GET /api/requests': {
        status: 200,
        body: {
          requests: [
            {
              id: request.id,
              category: 'Graffiti',
              status: 'New',
              address: '9 Oak Ave',
              createdAt: '2025-01-05T20:04:00.000Z',
              lastUpdatedAt: '2025-01-05T20:04:00.000Z',
              location: null,
            },
          ],
          next: null,
        },
      },
    });
    await renderSettled(() =>
      renderStaff(inLanguage('ko', <PublicRequestsTable onView={() => {}} />), { path: '/311/ko/track' }),
    );
    expect(await screen.findByRole('heading', { name: '모든 공개 요청' })).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId('public-list-status')).toHaveTextContent('최신 요청 1건을 표시합니다.');
    });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: '분류' })).toBeTruthy();
    expect(within(table).getByText('낙서')).toBeTruthy();
    expect(within(table).getAllByTestId('public-status')[0]).toHaveTextContent('신규');
    expect(within(screen.getByRole('combobox', { name: '상태' })).getByRole('option', { name: '처리 중' })).toHaveValue(
      'In Progress',
    );
  });
});

describe('the request card in the pseudo-locale', () => {
  it('shows every label and stored value through the catalogs', () => {
    render(inLanguage(PSEUDO_LOCALE, <RequestCard request={request} />));
    const card = screen.getByTestId('track-card');
    for (const term of card.querySelectorAll('dt, h2, h3')) expect(term.textContent).toMatch(/⟦.*⟧/);
    expect(screen.getByTestId('track-status').textContent).toMatch(/⟦.*⟧.*⟦.*⟧/);
    const items = within(screen.getByTestId('track-history')).getAllByRole('listitem');
    expect(items[1]!.querySelector('p')!.textContent).toMatch(/^⟦.*⟧$/);
  });
});
