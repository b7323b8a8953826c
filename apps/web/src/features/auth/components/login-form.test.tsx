// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LOGIN_MESSAGES } from '@app/shared/auth-messages';

const signInWithPassword = vi.fn();
const resend = vi.fn();
const signInWithOAuth = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: {
      signInWithPassword: (...args: unknown[]) => signInWithPassword(...args),
      resend: (...args: unknown[]) => resend(...args),
      signInWithOAuth: (...args: unknown[]) => signInWithOAuth(...args),
    },
  },
}));

const { LoginForm } = await import('./login-form');

function renderForm(returnTo: string | null = null) {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginForm returnTo={returnTo} />} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
        <Route path="/billing" element={<p>billing page</p>} />
        <Route path="/forgot-password" element={<p>forgot page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function submit(user: ReturnType<typeof userEvent.setup>, password = 'Sturdy-Passw0rd') {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('LoginForm', () => {
  it("says 'Signing in...' while submitting, then goes to return_to", async () => {
    let finish: (value: unknown) => void = () => undefined;
    signInWithPassword.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderForm('/billing');
    await submit(user);
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in...' });
    expect(busy.disabled).toBe(true);
    finish({ data: {}, error: null });
    expect((await screen.findByText('billing page')).textContent).toBe('billing page');
    expect(signInWithPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'Sturdy-Passw0rd',
    });
  });

  it('maps invalid credentials to the spec text with a reset link', async () => {
    signInWithPassword.mockResolvedValue({
      data: {},
      error: { message: 'Invalid login credentials' },
    });
    const user = userEvent.setup();
    renderForm();
    await submit(user);
    expect((await screen.findByText(LOGIN_MESSAGES.invalidCredentials)).tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('offers to resend the confirmation for an unconfirmed email and says when it was sent', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: { message: 'Email not confirmed' } });
    resend.mockResolvedValue({ data: {}, error: null });
    const user = userEvent.setup();
    renderForm();
    await submit(user);
    expect((await screen.findByText(LOGIN_MESSAGES.emailNotConfirmed)).tagName).toBe('P');
    await user.click(screen.getByRole('button', { name: LOGIN_MESSAGES.resendConfirmation }));
    expect((await screen.findByText(LOGIN_MESSAGES.resendSuccess)).textContent).toBe(
      LOGIN_MESSAGES.resendSuccess,
    );
    expect(resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'ada@example.com',
      options: { emailRedirectTo: `${window.location.origin}/dashboard` },
    });
  });

  it('shows other server messages as they are', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: { message: 'Too many requests' } });
    const user = userEvent.setup();
    renderForm();
    await submit(user);
    expect((await screen.findByText('Too many requests')).textContent).toBe('Too many requests');
  });

  it('recovers from a call that throws instead of answering', async () => {
    signInWithPassword.mockRejectedValue(new TypeError('Load failed'));
    const user = userEvent.setup();
    renderForm();
    await submit(user);
    expect((await screen.findByText('Load failed')).textContent).toBe('Load failed');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false);
  });

  it('gives each provider button its own loading flag, which disables the other', async () => {
    signInWithOAuth.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Connecting to GitHub...' }).disabled,
    ).toBe(true);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Continue with Google' }).disabled,
    ).toBe(true);
    // Remembered, so that a sign-in cancelled at the provider comes back to /login.
    expect(window.sessionStorage.getItem('oauth_started_on')).toBe('login');
  });

  it("shows 'Sign in failed. Please try again.' when a provider sign-in cannot start", async () => {
    signInWithOAuth.mockResolvedValue({
      data: { url: null },
      error: { message: 'provider is disabled' },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByText(LOGIN_MESSAGES.oauthFailed)).textContent).toBe(
      LOGIN_MESSAGES.oauthFailed,
    );
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Continue with GitHub' }).disabled,
    ).toBe(false);
  });
});
