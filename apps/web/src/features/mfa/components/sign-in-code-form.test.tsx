// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MFA_MESSAGES } from '@/lib/auth/second-factor';

const listFactors = vi.fn();
const challengeAndVerify = vi.fn();
const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: {
      mfa: {
        listFactors: (...args: unknown[]) => listFactors(...args),
        challengeAndVerify: (...args: unknown[]) => challengeAndVerify(...args),
      },
    },
    functions: { invoke: (...args: unknown[]) => invoke(...args) },
  },
}));

const { SignInCodeForm } = await import('./sign-in-code-form');

function renderForm(onSignOut = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/login/two-factor']}>
      <Routes>
        <Route
          path="/login/two-factor"
          element={<SignInCodeForm continueTo="/billing" onSignOut={onSignOut} />}
        />
        <Route path="/billing" element={<p>billing page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return onSignOut;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SignInCodeForm', () => {
  it('asks for six digits before calling the server', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Authentication code/), '12a45');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.codeFormat)).toBeTruthy();
    expect(challengeAndVerify).not.toHaveBeenCalled();
  });

  it("verifies the code against the user's authenticator app, then goes on", async () => {
    listFactors.mockResolvedValue({
      data: { totp: [{ id: 'factor-1', status: 'verified' }], all: [] },
      error: null,
    });
    challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Authentication code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('billing page')).toBeTruthy();
    expect(challengeAndVerify).toHaveBeenCalledWith({ factorId: 'factor-1', code: '123456' });
  });

  it('shows a wrong code and a rate limit in the product words', async () => {
    listFactors.mockResolvedValue({
      data: { totp: [{ id: 'factor-1', status: 'verified' }], all: [] },
      error: null,
    });
    challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: { code: 'mfa_verification_failed', status: 422, message: 'Invalid TOTP code entered' },
    });
    challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: {
        code: 'over_request_rate_limit',
        status: 429,
        message: 'Request rate limit reached',
      },
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Authentication code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.wrongCode)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.tooManyAttempts)).toBeTruthy();
  });

  it('mails the recovery link on request and offers signing out', async () => {
    invoke.mockResolvedValue({
      data: { message: 'We sent a link to your email address.' },
      error: null,
    });
    const user = userEvent.setup();
    const onSignOut = renderForm();
    await user.click(screen.getByRole('button', { name: 'I lost my authenticator' }));
    expect(await screen.findByText('We sent a link to your email address.')).toBeTruthy();
    expect(invoke).toHaveBeenCalledWith('mfa-recovery', { body: { action: 'request' } });
    expect(screen.queryByRole('button', { name: 'I lost my authenticator' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('takes a recovery code instead, sent to the factor the way a code is, and says when it is spent', async () => {
    listFactors.mockResolvedValue({
      data: { totp: [{ id: 'factor-1', status: 'verified' }], all: [] },
      error: null,
    });
    challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: {
        code: 'mfa_verification_failed',
        status: 422,
        message: 'Invalid recovery code entered',
      },
    });
    challengeAndVerify.mockResolvedValueOnce({ data: {}, error: null });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: /Recovery code/ });
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.recoveryCodeFormat)).toBeTruthy();
    expect(challengeAndVerify).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '7K2MQ-ZX9PA');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.wrongRecoveryCode)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('billing page')).toBeTruthy();
    expect(challengeAndVerify).toHaveBeenLastCalledWith({
      factorId: 'factor-1',
      code: '7K2MQZX9PA',
    });
  });

  it('goes back to the authenticator code', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.click(screen.getByRole('button', { name: 'Use the authenticator app' }));
    expect(screen.getByLabelText(/Authentication code/)).toBeTruthy();
  });
});
