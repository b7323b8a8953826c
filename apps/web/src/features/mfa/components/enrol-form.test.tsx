// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MFA_MESSAGES } from '@/lib/auth/second-factor';
import { EnrolForm } from './enrol-form';

const enrolment = {
  factorId: 'factor-1',
  qrCode: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>',
  secret: 'JBSWY3DPEHPK3PXP',
};

function renderForm(onVerify: (code: string) => Promise<void> = vi.fn()) {
  const onCancel = vi.fn();
  render(<EnrolForm enrolment={enrolment} onVerify={onVerify} onCancel={onCancel} />);
  return { onVerify, onCancel };
}

afterEach(() => {
  cleanup();
});

describe('EnrolForm', () => {
  it('shows the QR code and the key to type instead', () => {
    renderForm();
    expect(
      screen
        .getByAltText('QR code to add FrameToCode to your authenticator app')
        .getAttribute('src'),
    ).toBe(enrolment.qrCode);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
  });

  it('asks for six digits before verifying', async () => {
    const user = userEvent.setup();
    const { onVerify } = renderForm();
    await user.type(screen.getByLabelText(/6-digit code from the app/), '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(MFA_MESSAGES.codeFormat)).toBeTruthy();
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('verifies the code without its spaces, and shows a refusal on the field', async () => {
    const onVerify = vi
      .fn<(code: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error(MFA_MESSAGES.wrongCode))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderForm(onVerify);
    const input = screen.getByLabelText(/6-digit code from the app/);
    await user.type(input, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(MFA_MESSAGES.wrongCode)).toBeTruthy();
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The form is usable again: the next code goes through, and the form stays busy after.
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('button', { name: /Verifying/ })).toBeTruthy();
    expect(onVerify).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(MFA_MESSAGES.wrongCode)).toBeNull();
  });

  it('cancels', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
