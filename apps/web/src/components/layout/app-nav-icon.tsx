export type AppNavIconName = 'dashboard' | 'account' | 'billing' | 'support' | 'logout';

const PATHS: Record<AppNavIconName, string> = {
  dashboard: 'M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  billing: 'M3 6h18v12H3zM3 10h18M7 15h4',
  support: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 2.5-3 4M12 17.5h.01',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
};

/** Outline icons of the signed-in sidebar; decorative, the link text names the page. */
export function AppNavIcon({ name }: { name: AppNavIconName }) {
  return (
    <svg
      className="app-nav__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
