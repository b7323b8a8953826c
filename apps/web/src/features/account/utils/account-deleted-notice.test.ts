// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETED_TITLE, showAccountDeletedNotice } from './account-deleted-notice';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('showAccountDeletedNotice', () => {
  it('announces the deletion once, however often it is called', () => {
    showAccountDeletedNotice();
    showAccountDeletedNotice();
    const notices = document.querySelectorAll('[role="status"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textContent).toContain(ACCOUNT_DELETED_TITLE);
  });

  it('goes away when dismissed', () => {
    const notice = showAccountDeletedNotice();
    notice.querySelector('button')!.click();
    expect(document.body.contains(notice)).toBe(false);
  });

  it('goes away by itself after a while', () => {
    vi.useFakeTimers();
    const notice = showAccountDeletedNotice();
    vi.advanceTimersByTime(12_000);
    expect(document.body.contains(notice)).toBe(false);
  });
});
