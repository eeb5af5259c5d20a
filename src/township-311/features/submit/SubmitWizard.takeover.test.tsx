/**
 * The wizard takes over the page's plain report form (docs/311-without-javascript.md): what was
 * typed before the app ran, at the step and in the field the resident was in, and the plain form
 * goes in the same commit.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAIN_REGION_ID } from '#domain/html/plain-region.ts';
import { reportRegion } from '#domain/html/report-view.ts';
import { translator } from '#domain/i18n/messages.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { locationMessages } from '#domain/messages-311/location-english.ts';
import { plainMessages } from '#domain/messages-311/plain.messages.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import { renderWizard } from '../../testing/submit-wizard.tsx';

const DRAFT_KEY = 'township-311:submit-draft';

/** The built page's plain region, in English, as the first paint puts it before the app's island. */
function paintPlainForm() {
  const region = reportRegion({
    lang: 'en',
    t: {
      wizard: translator(wizardMessages, 'en'),
      location: translator(locationMessages, 'en'),
      common: translator(commonMessages, 'en'),
      plain: translator(plainMessages, 'en'),
    },
    source: {
      template: 'https://tiles.test/{z}/{x}/{y}.png',
      maxZoom: 19,
      bounds: { south: 40.25, north: 40.33, west: -74.68, east: -74.57 },
      detailZoom: 17,
    },
    categories: [{ value: 'Graffiti', label: 'Graffiti' }],
  });
  const plain = document.createElement('div');
  plain.id = PLAIN_REGION_ID;
  plain.innerHTML = region.text;
  document.body.append(plain);
  return plain;
}

const plainField = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    `#${PLAIN_REGION_ID} [name="${name}"]`,
  )!;

afterEach(() => {
  document.getElementById(PLAIN_REGION_ID)?.remove();
  sessionStorage.clear();
});

describe('the takeover of the plain form', () => {
  it('starts the wizard with what was typed, in the field that had focus', () => {
    paintPlainForm();
    plainField('name').value = 'Ada Lovelace';
    const email = plainField('email');
    email.value = 'ada@';
    email.focus();
    const name = plainField('name') as HTMLInputElement;
    name.focus();
    name.setSelectionRange(3, 3);
    renderWizard();
    expect(document.getElementById(PLAIN_REGION_ID)).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your Info');
    const wizardName = screen.getByLabelText(/^Name/);
    expect(wizardName).toHaveValue('Ada Lovelace');
    expect(wizardName).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@');
    // Entries taken over are no draft restored from earlier: no note says so.
    expect(screen.queryByText(/What you entered earlier in this tab/)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ entries: { name: 'Ada Lovelace' } });
  });

  it('opens the step of the focused field when the steps before it are complete, over a stored draft', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ v: 1, entries: { name: 'Someone Else' }, step: 0, photoName: null }),
    );
    paintPlainForm();
    plainField('name').value = 'Ada Lovelace';
    plainField('email').value = 'ada@example.org';
    plainField('category').value = 'Graffiti';
    plainField('description').value = 'Tags on the';
    plainField('description').focus();
    renderWizard();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Request Details');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('Graffiti');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Tags on the');
    expect(screen.getByLabelText(/^Description/)).toHaveFocus();
    expect(screen.queryByText(/What you entered earlier in this tab/)).toBeNull();
  });

  it('stays on the first step that still needs something', () => {
    paintPlainForm();
    plainField('name').value = 'Ada Lovelace';
    plainField('description').value = 'Tags';
    plainField('description').focus();
    renderWizard();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your Info');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
  });

  it('leaves a stored draft to its restore when the plain form is empty', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ v: 1, entries: { name: 'Ada' }, step: 0, photoName: null }));
    paintPlainForm();
    renderWizard();
    expect(document.getElementById(PLAIN_REGION_ID)).toBeNull();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada');
    expect(screen.getByText(/What you entered earlier in this tab/)).toBeInTheDocument();
  });
});
