import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { preloadSignedInPages } from '../routes/preload-pages';
import { AppShell } from '@/components/layout/app-shell';
import { useAuth } from '@/lib/auth/auth-context';
import { RequireAuth } from '@/lib/auth/require-auth';

/** The parent of every signed-in page: the session guard, then the sidebar shell. */
export function Component() {
  const { user } = useAuth();
  useEffect(() => {
    if (user) preloadSignedInPages();
  }, [user]);
  return (
    <RequireAuth>
      <AppShell>
        <Outlet />
      </AppShell>
    </RequireAuth>
  );
}
