// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** A stand-in for supabase.channel(): records bindings and lets the test fire events. */
interface Binding {
  type: string;
  filter: Record<string, string>;
  callback: () => void;
}
const channels: { name: string; bindings: Binding[]; subscribed: boolean; removed: boolean }[] = [];
vi.mock('@/lib/supabase', () => ({
  supabase: {
    channel: (name: string) => {
      const record = { name, bindings: [] as Binding[], subscribed: false, removed: false };
      channels.push(record);
      const channel = {
        on(type: string, filter: Record<string, string>, callback: () => void) {
          record.bindings.push({ type, filter, callback });
          return channel;
        },
        subscribe() {
          record.subscribed = true;
          return channel;
        },
        record,
      };
      return channel;
    },
    removeChannel: (channel: { record: { removed: boolean } }) => {
      channel.record.removed = true;
      return Promise.resolve('ok');
    },
  },
}));

const { useLiveChanges } = await import('./use-live-changes');

afterEach(() => {
  cleanup();
  channels.length = 0;
});

function Watcher({ userId }: { userId: string }) {
  useLiveChanges(userId, [
    { table: 'generations', queryKey: ['generations', userId] },
    { table: 'billing_cycles', queryKey: ['billing-cycles', userId] },
  ]);
  return null;
}

describe('useLiveChanges', () => {
  it("subscribes to the user's own rows of each table and refreshes that table's queries on a change", () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const view = render(
      <QueryClientProvider client={client}>
        <Watcher userId="u-1" />
      </QueryClientProvider>,
    );
    expect(channels).toHaveLength(1);
    const [channel] = channels;
    expect(channel?.subscribed).toBe(true);
    expect(channel?.bindings.map((b) => [b.type, b.filter])).toEqual([
      [
        'postgres_changes',
        { event: '*', schema: 'public', table: 'generations', filter: 'user_id=eq.u-1' },
      ],
      [
        'postgres_changes',
        { event: '*', schema: 'public', table: 'billing_cycles', filter: 'user_id=eq.u-1' },
      ],
    ]);
    channel?.bindings[1]?.callback();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['billing-cycles', 'u-1'] });

    // A re-render with the same tables keeps the subscription; unmounting ends it.
    view.rerender(
      <QueryClientProvider client={client}>
        <Watcher userId="u-1" />
      </QueryClientProvider>,
    );
    expect(channels).toHaveLength(1);
    view.unmount();
    expect(channel?.removed).toBe(true);
  });
});
