import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { FOLLOW_UP_MESSAGES } from '#domain/requests/follow-up-messages.ts';
import { toSubmitterRequest } from '#domain/requests/submitter-view.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { inLanguage, renderSettled } from '../../testing/in-language.tsx';
import { apiError, renderStaff, stubApi } from '../../testing/staff-harness.tsx';
import { FollowUpScreen } from './FollowUpScreen.tsx';
import { FollowConfirmScreen } from './LinkActionScreen.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const view = (status: 'New' | 'Resolved') =>
  toSubmitterRequest(submittedRequest({ id: ID, category: 'Graffiti', address: '9 Oak Ave', status }));
const RESOLVED = { kind: 'resolved', resolvedAt: '2026-03-02T15:00:00.000Z', reopenUntil: '2026-03-16T15:00:00.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderIn = (lang: string, ui: React.ReactNode, path: string) =>
  renderSettled(() => renderStaff(inLanguage(lang, ui), { path }));

describe('the private page in Korean', () => {
  it('shows the card, the "not fixed" form with its Korean date, and the server’s answer translated', async () => {
    stubApi({
      'POST /api/follow/view': { status: 200, body: { request: view('Resolved'), state: RESOLVED } },
      'POST /api/follow/reopen': {
        status: 200,
        body: { request: view('Resolved'), state: { kind: 'too-late' }, message: FOLLOW_UP_MESSAGES.reopened },
      },
    });
    await renderIn('ko', <FollowUpScreen token="tok" />, '/311/ko/my-request?token=tok');
    expect(await screen.findByRole('heading', { level: 1, name: '내 요청' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '낙서' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '해결되지 않았나요?' })).toBeTruthy();
    expect(screen.getByText(/14일 이내/).textContent).toContain('2026년 3월 16일');
    expect(screen.getByRole('textbox', { name: /^아직 무엇이 문제인가요\? ?\(선택\)/ })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '해결되지 않았습니다' }));
    await waitFor(() => {
      expect(screen.getByTestId('follow-up-notice')).toHaveTextContent('요청이 다시 열렸으며');
    });
    expect(screen.getByTestId('follow-up-finished')).toHaveTextContent('해결된 지 14일이 넘어');
  });

  it('says an unknown server message as the server wrote it, marked English', async () => {
    stubApi({ 'POST /api/follow/view': apiError(500, 'Something went wrong on our side.') });
    await renderIn('ko', <FollowUpScreen token="tok" />, '/311/ko/my-request?token=tok');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(alert).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'ID로 요청 조회' })).toBeTruthy();
  });
});

describe('the confirm screen', () => {
  it('confirms in Korean', async () => {
    stubApi({
      'POST /api/follow/confirm': { status: 200, body: { requestId: ID, message: FOLLOW_MESSAGES.confirmed } },
    });
    await renderIn('ko', <FollowConfirmScreen token="tok" />, '/311/ko/updates/confirm?token=tok');
    expect(screen.getByRole('heading', { level: 1, name: '이메일 소식 받기 확인' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '소식 받기 확인' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('감사합니다. 이 요청이 업데이트될 때마다');
    });
    expect(screen.getByRole('status')).not.toHaveAttribute('lang');
  });

  it('shows every word through the catalogs in the pseudo-locale, an invalid link too', async () => {
    await renderIn(PSEUDO_LOCALE, <FollowConfirmScreen token={undefined} />, '/311/en-xa/updates/confirm');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^⟦.*⟧$/);
    expect(screen.getByRole('alert').textContent).toMatch(/^⟦.*⟧$/);
  });
});

describe('the private page in the pseudo-locale', () => {
  it('shows its own words and the card’s through the catalogs', async () => {
    stubApi({
      'POST /api/follow/view': {
        status: 200,
        body: { request: view('New'), state: { kind: 'open', additionsLeft: 3 } },
      },
    });
    await renderIn(PSEUDO_LOCALE, <FollowUpScreen token="tok" />, '/311/en-xa/my-request?token=tok');
    await screen.findByTestId('track-card');
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent).toMatch(/⟦.*⟧/);
    for (const button of screen.getAllByRole('button')) expect(button.textContent).toMatch(/^⟦.*⟧$/);
  });
});
