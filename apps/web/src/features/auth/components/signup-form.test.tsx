// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SIGNUP_MESSAGES } from '@app/shared/auth-messages';

const rpc = vi.fn();
const signUp = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: {
    rpc: (...args: unknown[]) => rpc(...args),
    auth: { signUp: (...args: unknown[]) => signUp(...args), signInWithOAuth: vi.fn() },
  },
}));

const { SignupForm } = await import('./signup-form');

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

function renderForm(returnTo: string | null = null) {
  render(
    <MemoryRouter initialEntries={['/signup']}>
      <Routes>
        <Route path="/signup" element={<SignupForm returnTo={returnTo} />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  rpc.mockResolvedValue({ data: { exists: false, action: 'allow_signup' }, error: null });
  signUp.mockResolvedValue({
    data: { user: { id: 'u1', identities: [{ id: 'i1' }] }, session: null },
    error: null,
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  rpc.mockReset();
  signUp.mockReset();
});

describe('SignupForm', () => {
  it('disables submit while a typed password fails a rule, and enables it when all four pass', async () => {
    const user = userEvent.setup();
    renderForm();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Create account' });
    expect(submit.disabled).toBe(false);
    await user.type(screen.getByLabelText('Password'), 'abcdefg');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Password'), 'H1');
    expect(submit.disabled).toBe(false);
  });

  it('signs up with the confirmation redirect and auth_provider, then goes to /login after 5 s keeping return_to', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm('/plugin-auth?write_key=w&cookie_state=c');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByText(SIGNUP_MESSAGES.success)).textContent).toBe(
      SIGNUP_MESSAGES.success,
    );
    expect(rpc).toHaveBeenCalledWith('validate_email_for_signup', {
      user_email: 'ada@example.com',
    });
    expect(signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'Abcdefg1',
      options: {
        emailRedirectTo: `${window.location.origin}/plugin-auth?write_key=w&cookie_state=c`,
        data: { auth_provider: 'email' },
      },
    });
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByText(/login page/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText(/login page/).textContent).toBe(
      `login page ?return_to=${encodeURIComponent('/plugin-auth?write_key=w&cookie_state=c')}`,
    );
  });

  it('shows the existing-account text when the email check says sign in, without signing up', async () => {
    rpc.mockResolvedValue({ data: { exists: true, action: 'redirect_to_signin' }, error: null });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByText(SIGNUP_MESSAGES.accountExists)).textContent).toBe(
      SIGNUP_MESSAGES.accountExists,
    );
    expect(signUp).not.toHaveBeenCalled();
  });

  it('still signs up when the email check fails, and treats a user without identities as an existing account', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'function unavailable' } });
    signUp.mockResolvedValue({
      data: { user: { id: 'u1', identities: [] }, session: null },
      error: null,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByText(SIGNUP_MESSAGES.accountExists)).textContent).toBe(
      SIGNUP_MESSAGES.accountExists,
    );
    expect(signUp).toHaveBeenCalledTimes(1);
  });

  it("says 'Creating account...' while the sign-up is under way", async () => {
    signUp.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const busy = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Creating account...',
    });
    expect(busy.disabled).toBe(true);
  });

  it("maps the server's 'User already registered' to the existing-account text", async () => {
    signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: { message: 'User already registered' },
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByText(SIGNUP_MESSAGES.accountExists)).textContent).toBe(
      SIGNUP_MESSAGES.accountExists,
    );
  });
});
