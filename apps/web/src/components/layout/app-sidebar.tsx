import { NavLink } from 'react-router';
import { useFeatureFlags } from '@/config/use-feature-flags';
import { Logo } from '@/components/ui/logo';
import { cx } from '@/lib/cx';
import { AppNavIcon, type AppNavIconName } from './app-nav-icon';

interface AppNavItem {
  label: string;
  to: string;
  icon: AppNavIconName;
}

interface AppSidebarProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Dashboard, Account, Billing (only with SHOW_PRICING), Support and Logout. */
export function AppSidebar({ id, open, onNavigate, onLogout, loggingOut }: AppSidebarProps) {
  const { showPricing } = useFeatureFlags();
  const items: AppNavItem[] = [
    { label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
    { label: 'Account', to: '/account', icon: 'account' },
    ...(showPricing
      ? [{ label: 'Billing', to: '/billing', icon: 'billing' } satisfies AppNavItem]
      : []),
    { label: 'Support', to: '/support', icon: 'support' },
  ];
  return (
    <aside id={id} className={cx('app-sidebar', open && 'app-sidebar--open')}>
      <div className="app-sidebar__brand">
        <Logo />
      </div>
      <nav aria-label="Account" className="app-nav">
        <ul className="app-nav__list">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="app-nav__link" onClick={onNavigate}>
                <AppNavIcon name={item.icon} />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="app-nav__link app-nav__logout"
          onClick={onLogout}
          disabled={loggingOut}
        >
          <AppNavIcon name="logout" />
          {loggingOut ? 'Logging out...' : 'Logout'}
        </button>
      </nav>
    </aside>
  );
}
