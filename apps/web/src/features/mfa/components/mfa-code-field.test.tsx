// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

const { MfaCodeField } = await import('./mfa-code-field');
const { EnrolForm } = await import('./enrol-form');
const { SignInCodeForm } = await import('./sign-in-code-form');

afterEach(() => {
  cleanup();
});

/** The field's markup with its id and label replaced, to compare two uses of it. */
function fieldMarkup(id: string, label: string): string {
  const field = document.getElementById(id)!.closest('.field')!;
  return field.outerHTML.replaceAll(id, 'ID').replace(label, 'LABEL');
}

describe('MfaCodeField', () => {
  it('is a required numeric one-time-code input with room for "123 456", its error wired to it', () => {
    render(
      <MfaCodeField
        id="code"
        label="Authentication code"
        value="12"
        onChange={() => undefined}
        error="Enter the 6-digit code from your authenticator app."
      />,
    );
    const input = screen.getByLabelText(/Authentication code/);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('maxlength')).toBe('7');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('code-error');
    expect(document.getElementById('code-error')!.textContent).toBe(
      'Enter the 6-digit code from your authenticator app.',
    );
  });

  it('is the same field in the enrolment form and the sign-in form', () => {
    render(
      <MemoryRouter>
        <EnrolForm
          enrolment={{ factorId: 'f', qrCode: 'data:,', secret: 'S' }}
          onVerify={vi.fn()}
          onCancel={vi.fn()}
        />
        <SignInCodeForm continueTo="/dashboard" onSignOut={vi.fn()} />
      </MemoryRouter>,
    );
    const enrol = fieldMarkup('mfa-enrol-code', '6-digit code from the app');
    expect(enrol).toContain('inputmode="numeric"');
    expect(fieldMarkup('mfa-sign-in-code', 'Authentication code')).toBe(enrol);
    // Signing in has nothing else on the page to start with: the code field takes the focus.
    expect(document.activeElement?.id).toBe('mfa-sign-in-code');
  });
});
