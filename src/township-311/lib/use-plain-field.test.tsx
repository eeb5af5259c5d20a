import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAIN_REGION_ID } from '#domain/html/plain-region.ts';
import { plainShown, removePlainRegion } from './plain-page.ts';
import { takePlainField, usePlainField } from './use-plain-field.ts';

/** A page's plain first screen with one text field, as the server draws the track page's. */
function paintPlain(value: string) {
  document.body.innerHTML = `<div id="${PLAIN_REGION_ID}"><input id="track-id" value=""><input type="hidden" id="secret" value="x"><input id="follow-email" value=""></div>`;
  const field = document.getElementById('track-id') as HTMLInputElement;
  field.value = value;
  return field;
}

function Lookup({ fallback }: { fallback: string }) {
  const { initial, takeFocus } = usePlainField('track-id', fallback);
  const [value, setValue] = useState(initial);
  return (
    <input
      aria-label="Request ID"
      ref={takeFocus}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
      }}
    />
  );
}

describe('the plain first screen taken over by the app', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('starts the app field with what was typed and gives it the focus the plain field had', () => {
    paintPlain('ABCD').focus();
    render(<Lookup fallback="" />, { container: document.body.appendChild(document.createElement('div')) });
    const field = screen.getByRole('textbox', { name: 'Request ID' });
    expect(field).toHaveProperty('value', 'ABCD');
    expect(document.activeElement).toBe(field);
  });

  it('keeps a field of a screen gone for an app field shown later, with its focus, once, and skips hidden fields', () => {
    paintPlain('');
    const email = document.getElementById('follow-email') as HTMLInputElement;
    email.value = 'ada@example.org';
    email.focus();
    removePlainRegion();
    expect(plainShown()).toBe(false);
    expect(takePlainField('secret')).toBeNull();
    expect(takePlainField('follow-email')).toEqual({ value: 'ada@example.org', focused: true });
    expect(takePlainField('follow-email')).toBeNull();
  });

  it('uses the fallback when the page had no plain field', () => {
    render(<Lookup fallback="q3ZrT0bW8sLkP1mX" />);
    expect(screen.getByRole('textbox', { name: 'Request ID' })).toHaveProperty('value', 'q3ZrT0bW8sLkP1mX');
  });
});
