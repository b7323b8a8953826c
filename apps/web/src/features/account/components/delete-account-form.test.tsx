// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';

const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: { functions: { invoke: (...args: unknown[]) => invoke(...args) } },
}));

const { DeleteAccountForm } = await import('./delete-account-form');

afterEach(() => {
  cleanup();
  invoke.mockReset();
});

function renderForm(onDeleted = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DeleteAccountForm email="ada@example.com" onDeleted={onDeleted} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onDeleted;
}

describe('DeleteAccountForm', () => {
  it('keeps the button off until the account email is typed, then deletes and hands over', async () => {
    invoke.mockResolvedValue({ data: { success: true }, error: null });
    const onDeleted = renderForm();
    const button = screen.getByRole('button', {
      name: 'Delete my account permanently',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(
      screen.getByLabelText('Type your email address to confirm'),
      'ada@example.co',
    );
    expect(button.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Type your email address to confirm'), 'm');
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(invoke).toHaveBeenCalledWith('delete-account', {
      method: 'POST',
      body: { confirm_email: 'ada@example.com' },
    });
  });

  it('shows the server message in red and keeps the account when deletion fails', async () => {
    const context = new Response(
      JSON.stringify({
        code: 'upstream_failed',
        error: 'We could not cancel your subscription. Nothing was deleted.',
      }),
      { status: 502 },
    );
    invoke.mockResolvedValue({
      data: null,
      error: { message: 'Edge Function returned a non-2xx status code', context },
    });
    const onDeleted = renderForm();
    await userEvent.type(
      screen.getByLabelText('Type your email address to confirm'),
      'ada@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    const message = await screen.findByText(
      'We could not cancel your subscription. Nothing was deleted.',
    );
    expect(message.closest('[role="alert"]')?.className).toContain('alert--error');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
