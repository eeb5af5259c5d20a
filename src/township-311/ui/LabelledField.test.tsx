import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy, hintId, LabelledField } from './LabelledField.tsx';

describe('LabelledField', () => {
  it('labels the field, says it is required, and gives the hint its id', () => {
    render(
      <LabelledField id="name" label="Name" hint="As on your ID." required>
        <input id="name" aria-describedby={describedBy(hintId('name'), 'alert')} />
      </LabelledField>,
    );
    const field = screen.getByLabelText<HTMLInputElement>(/^Name/);
    expect(field.labels?.[0]).toHaveTextContent('Name (required)');
    expect(screen.getByText('As on your ID.')).toHaveAttribute('id', 'name-hint');
    expect(field).toHaveAttribute('aria-describedby', 'name-hint alert');
  });

  it('says an optional field is optional', () => {
    render(
      <LabelledField id="photo" label="Photo" optional>
        <input id="photo" type="file" />
      </LabelledField>,
    );
    expect(screen.getByLabelText('Photo (optional)')).toHaveAttribute('id', 'photo');
  });

  it('shows no hint and no required mark when not asked, and takes the label classes given', () => {
    render(
      <LabelledField id="email" label="Email" labelClassName="block font-medium">
        <input id="email" aria-describedby={describedBy(undefined, false, null)} />
      </LabelledField>,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('Email')).toHaveClass('block font-medium');
  });
});
