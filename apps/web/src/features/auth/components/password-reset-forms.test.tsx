// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AuthInvalidJwtError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { NETWORK_ERROR_MESSAGE } from '@app/shared/network-messages';
import { WEAK_PASSWORD_MESSAGE } from '@app/shared/validation';

const resetPasswordForEmail = vi.fn();
const setSession = vi.fn();
const updateUser = vi.fn();
const signOut = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: {
      resetPasswordForEmail: (...args: unknown[]) => resetPasswordForEmail(...args),
      setSession: (...args: unknown[]) => setSession(...args),
      updateUser: (...args: unknown[]) => updateUser(...args),
      signOut: (...args: unknown[]) => signOut(...args),
    },
  },
}));

const { ForgotPasswordForm } = await import('./forgot-password-form');
const { ResetPasswordForm } = await import('./reset-password-form');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ForgotPasswordForm', () => {
  it("says 'Sending reset link...' while sending, with the /reset-password redirect", async () => {
    let finish: (value: unknown) => void = () => undefined;
    resetPasswordForEmail.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ForgotPasswordForm onSent={onSent} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Sending reset link...' }).disabled,
    ).toBe(true);
    expect(resetPasswordForEmail).toHaveBeenCalledWith('ada@example.com', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    finish({ data: {}, error: null });
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it('shows the server message when the link cannot be sent', async () => {
    resetPasswordForEmail.mockResolvedValue({
      data: null,
      error: { message: 'Email rate limit exceeded' },
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ForgotPasswordForm onSent={vi.fn()} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByText('Email rate limit exceeded')).textContent).toBe(
      'Email rate limit exceeded',
    );
  });
});

describe('ResetPasswordForm', () => {
  function renderForm(onDone = vi.fn()) {
    setSession.mockResolvedValue({ data: {}, error: null });
    render(
      <ResetPasswordForm
        accessToken="tok"
        refreshToken="ref"
        onDone={onDone}
        onLinkRefused={vi.fn()}
      />,
    );
    return onDone;
  }

  it('sets the session from the link tokens', () => {
    renderForm();
    expect(setSession).toHaveBeenCalledWith({ access_token: 'tok', refresh_token: 'ref' });
  });

  it.each([
    ['a used link', { message: 'Invalid Refresh Token: Already Used', status: 400 }],
    ['a forged link', new AuthInvalidJwtError('Invalid JWT structure')],
  ])(
    'reports %s as refused, for the page to show the invalid-link text',
    async (_name, refused) => {
      setSession.mockResolvedValue({ data: {}, error: refused });
      const onLinkRefused = vi.fn();
      render(
        <MemoryRouter>
          <ResetPasswordForm
            accessToken="tok"
            refreshToken="ref"
            onDone={vi.fn()}
            onLinkRefused={onLinkRefused}
          />
        </MemoryRouter>,
      );
      await vi.waitFor(() => expect(onLinkRefused).toHaveBeenCalledTimes(1));
      expect(screen.queryByText(/Invalid JWT|Refresh Token/)).toBeNull();
    },
  );

  it('says the server could not be reached, and tries the link again on request', async () => {
    setSession.mockResolvedValueOnce({
      data: {},
      error: new AuthRetryableFetchError(NETWORK_ERROR_MESSAGE, 0),
    });
    setSession.mockResolvedValueOnce({ data: {}, error: null });
    render(
      <MemoryRouter>
        <ResetPasswordForm
          accessToken="tok"
          refreshToken="ref"
          onDone={vi.fn()}
          onLinkRefused={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_ERROR_MESSAGE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(setSession).toHaveBeenCalledTimes(2);
  });

  it('refuses different entries, then a password under 6 characters', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('New password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByText('Passwords do not match').textContent).toBe('Passwords do not match');
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByText('Password must be at least 6 characters long').textContent).toBe(
      'Password must be at least 6 characters long',
    );
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('shows the sign-up rules and refuses a password that fails them, as the server would', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefgh');
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByText(WEAK_PASSWORD_MESSAGE)).toBeTruthy();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it("says 'Updating password...' while updating, then reports done", async () => {
    let finish: (value: unknown) => void = () => undefined;
    updateUser.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    signOut.mockResolvedValue({ error: null });
    const user = userEvent.setup();
    const onDone = renderForm();
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Updating password...' }).disabled,
    ).toBe(true);
    expect(updateUser).toHaveBeenCalledWith({ password: 'Abcdefg1' });
    finish({ data: {}, error: null });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
