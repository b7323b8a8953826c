import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ContactSalesForm } from './contact-sales-form';

const insert = vi.fn();
const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: {
    from: (table: string) => ({ insert: (row: unknown) => insert(table, row) }),
    functions: { invoke: (name: string, options: unknown) => invoke(name, options) },
  },
}));

const ROW = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Apps',
  country: 'United Kingdom',
  job_title: 'Head of Mobile',
  email: 'ada@example.com',
  company_size: '51-200',
  message: 'Forty screens a month.',
};

function renderForm(onSent: () => void) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = (callback: () => void) => (
    <QueryClientProvider client={client}>
      <ContactSalesForm onSent={callback} />
    </QueryClientProvider>
  );
  const result = render(view(onSent));
  return { rerender: (callback: () => void) => result.rerender(view(callback)) };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  const fill = (role: 'textbox' | 'combobox', name: string, value: string) =>
    fireEvent.change(screen.getByRole(role, { name }), { target: { value } });
  fill('textbox', 'First name', ROW.first_name);
  fill('textbox', 'Last name', ROW.last_name);
  fill('textbox', 'Company', ROW.company);
  fill('textbox', 'Job title', ROW.job_title);
  fill('textbox', 'Work email', ROW.email);
  fill('combobox', 'Country', ROW.country);
  fill('combobox', 'Company size', ROW.company_size);
  fill('textbox', 'Message', ROW.message);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  insert.mockReset().mockResolvedValue({ error: null });
  invoke.mockReset().mockResolvedValue({ data: { success: true }, error: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ContactSalesForm', () => {
  it('inserts the row, notifies sales, and clears 2 s after success even if the parent re-renders', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderForm(first);
    await fillAndSend(user);
    await screen.findByText("Message sent successfully! We'll be in touch soon.");
    expect(insert).toHaveBeenCalledWith('contact_requests', ROW);
    expect(invoke).toHaveBeenCalledWith('contact-notification', { body: { record: ROW } });

    // Re-rendered with a new callback 1 s in, the form still closes 2 s after the success,
    // not 2 s after the re-render.
    act(() => vi.advanceTimersByTime(1000));
    rerender(second);
    act(() => vi.advanceTimersByTime(1200));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', '');
  }, 20_000);

  it('shows the provider message in red when the insert fails, and only warns when the mail fails', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    insert.mockResolvedValueOnce({
      error: { message: 'new row violates row-level security policy' },
    });
    renderForm(vi.fn());
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'new row violates row-level security policy',
    );
    expect(invoke).not.toHaveBeenCalled();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    invoke.mockResolvedValueOnce({
      data: null,
      error: { message: 'Edge Function returned a non-2xx status code' },
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText("Message sent successfully! We'll be in touch soon.");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  }, 20_000);
});
