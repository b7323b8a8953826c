import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Field } from './field';
import { Input } from './input';

afterEach(cleanup);

describe('Field', () => {
  it('wires label, hint and error to the control', () => {
    render(
      <Field
        id="email"
        label="Work email"
        required
        hint="We reply within a day."
        error="Work email is required"
      >
        {(control) => <Input type="email" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Work email' });
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(document.getElementById('email-error')?.textContent).toBe('Work email is required');
  });

  it('leaves a valid control without aria-invalid or a dangling description', () => {
    render(
      <Field id="name" label="Name">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
