// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@app/shared/auth-messages';

const updateUser = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: { auth: { updateUser: (...args: unknown[]) => updateUser(...args) } },
}));

const { UpdatePasswordForm } = await import('./update-password-form');

function renderForm(hasPassword = true) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UpdatePasswordForm email="ada@example.com" hasPassword={hasPassword} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('UpdatePasswordForm', () => {
  it('shows the sign-up rules and refuses a password that fails them, like abcdefgh', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Current password/), 'Old-Passw0rd');
    await user.type(screen.getByLabelText(/New password/), 'abcdefgh');
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Update Password' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/New password/), 'A1');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the current password, says when it is wrong, and clears both fields on success', async () => {
    updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: {
        code: 'current_password_invalid',
        status: 400,
        message: 'Current password required when setting new password.',
      },
    });
    updateUser.mockResolvedValueOnce({ data: { user: {} }, error: null });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Current password/), 'Wrong-Passw0rd');
    await user.type(screen.getByLabelText(/New password/), 'Next-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Your current password is not right. Nothing was changed.'),
    ).toBeTruthy();
    expect(updateUser).toHaveBeenCalledWith({
      password: 'Next-Passw0rd',
      current_password: 'Wrong-Passw0rd',
    });

    await user.clear(screen.getByLabelText(/Current password/));
    await user.type(screen.getByLabelText(/Current password/), 'Old-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordUpdated)).toBeTruthy();
    expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/New password/) as HTMLInputElement).value).toBe('');
  });

  it('has no current password to ask an account that signs in with Google or GitHub', async () => {
    updateUser.mockResolvedValue({ data: { user: {} }, error: null });
    const user = userEvent.setup();
    renderForm(false);
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    expect(screen.getByText(/within 10 minutes of signing in/)).toBeTruthy();
    await user.type(screen.getByLabelText(/New password/), 'First-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(updateUser).toHaveBeenCalledWith({ password: 'First-Passw0rd' });
  });
});
