// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { TOAST_DURATION_MS, toast } from './toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announce a confirmation politely and let it go after a few seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Generation renamed');
    });
    expect(screen.getByRole('status').textContent).toContain('Generation renamed');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS.success + 1);
    });
    expect(screen.getByRole('status').textContent).not.toContain('Generation renamed');
  });

  it('keep a failure with a Try again action until it is used, then run it once', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    render(<Toaster />);
    act(() => {
      toast.error('The generation could not be deleted', { label: 'Try again', onClick: retry });
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The generation could not be deleted')).toBeNull();
  });

  it('show the same text once, and at most three at a time', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Code copied');
      toast.info('Code copied');
      for (const n of [1, 2, 3]) toast.info(`Saved ${n}`);
    });
    expect(screen.queryAllByText('Code copied')).toHaveLength(0);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Saved 1×',
      'Saved 2×',
      'Saved 3×',
    ]);
    for (const li of screen.getAllByRole('button', { name: 'Dismiss notification' })) {
      act(() => li.click());
    }
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
