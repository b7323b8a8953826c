import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { RequireAuth } from '@/lib/auth/require-auth';

/** The parent of every signed-in page: the session guard, then the sidebar shell. */
export function Component() {
  return (
    <RequireAuth>
      <AppShell>
        <Outlet />
      </AppShell>
    </RequireAuth>
  );
}
