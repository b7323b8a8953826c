import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PLUGIN_COMMUNITY_URL } from '@app/shared/site';
import { Card } from '@/components/ui/card';

interface QuickAction {
  /** The feature flag the destination depends on, if any. */
  flag?: 'documentation' | 'support';
  title: string;
  description: string;
  icon: ReactNode;
  to?: string;
  href?: string;
}

const icon = (path: string) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
);

const ACTIONS: readonly QuickAction[] = [
  {
    title: 'Install Plugin',
    description: 'Get FrameToCode from the Figma Community',
    href: PLUGIN_COMMUNITY_URL,
    icon: icon('M12 3v12m0 0l-4-4m4 4l4-4M5 21h14'),
  },
  {
    flag: 'documentation',
    title: 'Documentation',
    description: 'Guides for the plugin and the generated code',
    to: '/docs',
    icon: icon('M4 5a2 2 0 012-2h12v16H6a2 2 0 00-2 2zm0 0v16M8 7h6'),
  },
  {
    flag: 'support',
    title: 'Get Help',
    description: 'FAQ, email support and issue reports',
    to: '/support',
    icon: icon(
      'M12 21a9 9 0 100-18 9 9 0 000 18zm-2.5-11.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.5M12 17h.01',
    ),
  },
];

/** Shortcuts to the plugin, the docs and support (each page only while its flag is on). */
export function QuickActions({
  flags = { documentation: true, support: true },
}: {
  flags?: { documentation: boolean; support: boolean };
}) {
  return (
    <Card as="section" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="card__title">
        Quick Actions
      </h2>
      <ul className="quick-actions">
        {ACTIONS.filter((action) => !action.flag || flags[action.flag]).map((action) => {
          const body = (
            <>
              <span className="quick-actions__icon">{action.icon}</span>
              <span className="quick-actions__text">
                <span className="quick-actions__title">
                  {action.title}
                  {action.href ? (
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  ) : null}
                </span>
                <span className="quick-actions__description">{action.description}</span>
              </span>
            </>
          );
          return (
            <li key={action.title}>
              {action.href ? (
                <a
                  className="quick-actions__link"
                  href={action.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {body}
                </a>
              ) : (
                <Link className="quick-actions__link" to={action.to ?? '/'}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
