/**
 * The wizard in another language (docs/translating.md): Korean with its real catalogs, and the
 * pseudo-locale. Every step reads in the language; the category sent stays the profile's English name.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pseudoMessage } from '#domain/i18n/pseudo.ts';
import { uploads } from '../../testing/fake-upload.ts';
import { renderWizard } from '../../testing/submit-wizard.tsx';
import { wizardMessages } from './wizard.messages.ts';

vi.mock('../../lib/upload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/upload.ts')>()),
  postForm: (await import('../../testing/fake-upload.ts')).fakePostForm,
}));

const alertRegion = () => document.getElementById('submit-alert')!;

function mockGeolocation(latitude: number, longitude: number) {
  const getCurrentPosition = vi.fn((ok: PositionCallback) => {
    ok({ coords: { latitude, longitude } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

/**
 * The wizard in a language whose catalogs download: rendered in an awaited act, so React retries
 * the screen once they have arrived.
 */
async function renderIn(lang: string, nextName: string) {
  let view: ReturnType<typeof renderWizard> | undefined;
  await act(async () => {
    view = renderWizard({ lang, nextName });
    await Promise.resolve();
  });
  return view!;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  sessionStorage.clear();
  uploads.sent = [];
  uploads.reply = { status: 201, body: undefined };
});

describe('the wizard in Korean', () => {
  it('reads every step in Korean and sends the category by its English name', async () => {
    mockGeolocation(40.2809, -74.5912);
    uploads.reply = { status: 201, body: { id: 'q3ZrT0bW8sLkP1mXa9Yc', reference: 'K7QM3XPA' } };
    const { user, next, onSubmitted } = await renderIn('ko', '다음');
    expect(await screen.findByRole('heading', { level: 2, name: '내 정보' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('긴급 상황이면 911에 전화하세요.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '진행 단계' })).toHaveTextContent('1단계: 내 정보 (현재 단계)');

    await next();
    expect(alertRegion()).toHaveTextContent('이름과 이메일을 입력해 주세요.');
    await user.type(screen.getByLabelText(/^이름/), 'Ada');
    await user.type(screen.getByLabelText(/^이메일/), 'ada@example.org');
    await user.type(screen.getByLabelText(/^전화번호/), '555-0142');
    await next();
    expect(alertRegion()).toHaveTextContent('(609) 555-0142처럼 10자리 미국 전화번호를 입력하거나');
    await user.clear(screen.getByLabelText(/^전화번호/));
    await next();

    expect(await screen.findByRole('heading', { level: 2, name: '요청 내용' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('4단계 중 2단계: 요청 내용')).toBeInTheDocument();
    const category = screen.getByLabelText(/^분류/);
    expect(within(category).getByRole('option', { name: '낙서' })).toHaveValue('Graffiti');
    expect(within(category).getByRole('option', { name: '분류를 선택하세요' })).toHaveValue('');
    await user.selectOptions(category, '낙서');
    expect(category).toHaveValue('Graffiti');
    await user.type(screen.getByLabelText(/^설명/), 'Tags on the wall');
    expect(screen.getByText('문자 알림을 켜려면 1단계(내 정보)에서 전화번호를 입력하세요.')).toBeInTheDocument();
    await next();

    const here = await screen.findByRole('button', { name: '현재 위치 사용' }, { timeout: 5000 });
    await user.type(screen.getByLabelText(/^문제 위치 주소/), '20 Main St');
    await next();
    expect(alertRegion()).toHaveTextContent('지도에서 위치를 선택해 주세요.');
    await user.click(here);
    expect(screen.getByText('위치 설정됨: 40.28090, -74.59120')).toBeInTheDocument();
    await next();

    expect(await screen.findByRole('heading', { level: 2, name: '검토' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '요청 내용 수정' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('낙서')).toBeInTheDocument();
    expect(screen.getByText('사진 없음')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '요청 제출' }));
    await waitFor(() => {
      expect(onSubmitted).toHaveBeenCalledWith({ id: 'q3ZrT0bW8sLkP1mXa9Yc', reference: 'K7QM3XPA' });
    });
    expect(uploads.sent[0]?.form.get('category')).toBe('Graffiti');
  });

  it('words a failed submission in Korean, the server’s known message too', async () => {
    mockGeolocation(40.2809, -74.5912);
    uploads.reply = {
      status: 429,
      body: {
        error: {
          code: 'rate_limited',
          message: 'Too many requests from this browser. Please try again after 3:40 PM.',
        },
      },
    };
    const { user, next } = await renderIn('ko', '다음');
    await user.type(await screen.findByLabelText(/^이름/, {}, { timeout: 5000 }), 'Ada');
    await user.type(screen.getByLabelText(/^이메일/), 'ada@example.org');
    await next();
    await user.selectOptions(await screen.findByLabelText(/^분류/, {}, { timeout: 5000 }), 'Graffiti');
    await user.type(screen.getByLabelText(/^설명/), 'x');
    await next();
    await user.click(await screen.findByRole('button', { name: '현재 위치 사용' }, { timeout: 5000 }));
    await user.type(screen.getByLabelText(/^문제 위치 주소/), '20 Main St');
    await next();
    await user.click(await screen.findByRole('button', { name: '요청 제출' }, { timeout: 5000 }));
    await waitFor(() => {
      expect(alertRegion()).toHaveTextContent(
        '제출 실패: 이 브라우저에서 요청이 너무 많습니다. 3:40 PM 이후에 다시 시도하세요.',
      );
    });
  });

  // docs/product.md#311-emergency-notice: the danger is read in the page's language too.
  it('repeats the 911 notice in Korean when a Korean description suggests danger', async () => {
    const dangerRegion = () => document.getElementById('submit-danger')!;
    const { user, next } = await renderIn('ko', '다음');
    await user.type(await screen.findByLabelText(/^이름/, {}, { timeout: 5000 }), 'Ada');
    await user.type(screen.getByLabelText(/^이메일/), 'ada@example.org');
    await next();
    await user.selectOptions(await screen.findByLabelText(/^분류/, {}, { timeout: 5000 }), 'Other');
    const description = screen.getByLabelText(/^설명/);
    await user.type(description, '가로등이 꺼졌어요');
    // Past the pause after which the description is read, and the lexicon's download.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(dangerRegion()).toBeEmptyDOMElement();
    await user.clear(description);
    await user.type(description, '전선이 끊어져서 불꽃이 튀어요');
    await waitFor(
      () => {
        expect(dangerRegion()).toHaveTextContent(
          '설명하신 상황은 위험할 수 있습니다. 지금 위험에 처한 사람이 있다면 먼저 911에 전화한 다음 이 신고를 마치세요.',
        );
      },
      { timeout: 5_000 },
    );
    expect(within(dangerRegion()).getByText('긴급 상황이면 911에 전화하세요.')).toBeInTheDocument();
  });
});

describe('the wizard in the pseudo-locale', () => {
  const pseudo = (key: keyof typeof wizardMessages.english) => pseudoMessage(wizardMessages.english[key]);
  /** A label that starts with the text ("(required)" may follow). */
  const label = (key: keyof typeof wizardMessages.english) => (content: string) => content.startsWith(pseudo(key));

  it('shows every message transformed, and the category value untouched', async () => {
    const { user, next } = renderWizard({ lang: 'en-XA', nextName: pseudo('next') });
    expect(screen.getByRole('heading', { level: 2, name: pseudo('stepYourInfo') })).toBeInTheDocument();
    expect(screen.getByText(pseudo('emergency'))).toBeInTheDocument();
    await next();
    expect(alertRegion()).toHaveTextContent(pseudo('stepYourInfoProblem'));
    await user.type(screen.getByLabelText(label('name')), 'Ada');
    await user.type(screen.getByLabelText(label('email')), 'ada@example.org');
    await next();
    expect(await screen.findByRole('heading', { level: 2, name: pseudo('stepDetails') })).toBeInTheDocument();
    const category = screen.getByLabelText(label('category'));
    const graffiti = within(category).getByRole('option', { name: pseudoMessage('Graffiti') });
    expect(graffiti).toHaveValue('Graffiti');
    expect(screen.queryByRole('option', { name: 'Graffiti' })).toBeNull();
  });
});
